export type JewelKind =
  | 'ring'
  | 'band'
  | 'necklace'
  | 'pendant'
  | 'choker'
  | 'stud'
  | 'hoop'
  | 'drop'
  | 'bangle'
  | 'tennis'
  | 'charm';
export type Gem =
  'diamond' | 'sapphire' | 'emerald' | 'ruby' | 'amethyst' | 'pearl' | 'topaz' | 'none';
export interface JewelArt {
  kind: JewelKind;
  gem: Gem;
  /** 0-7: index of a soft background palette */
  backdrop: number;
  /** distinct per product, so no two pictures are identical */
  seed: number;
}
type MetalTone = 'yellow-gold' | 'white-gold' | 'rose-gold' | 'platinum' | 'silver';
type View = 0 | 1 | 2;
type Point = [number, number];
/** Reusable small stones: the main gem, a white diamond accent, a pearl bead. */
type Chip = 'st' | 'sd' | 'pr';

/**
 * A piece drawn around the origin. `hot` marks where glints look natural and `focus` is the
 * close-up centre. Necklaces hang on a display `stand` and cast a drop shadow onto it instead of
 * sitting on a floor.
 */
interface Piece {
  body: string;
  stand?: string;
  front?: string;
  hot: Point[];
  focus: Point;
  floor?: { y: number; spread: number };
}

interface Ctx {
  gem: Gem;
  /** Seeded from the product alone so all three views show the same item. */
  rnd: () => number;
  chips: Set<Chip>;
  nextId: () => string;
}

const METAL = 'url(#m)';
const METAL_DARK = 'url(#md)';
const METAL_LIGHT = 'url(#ml)';
const METAL_BALL = 'url(#mb)';
const GEM = 'url(#g)';

// Inner and outer colour: ivory, blush, sage, dusk blue, champagne, lavender, stone, mint.
const BACKDROPS: [string, string][] = [
  ['#fffdf8', '#e9dfcc'],
  ['#fff5f3', '#e8c4be'],
  ['#f5f8f1', '#c2cfb9'],
  ['#f2f5fb', '#b5bfd3'],
  ['#fdf8ee', '#e0caa1'],
  ['#f8f4fc', '#cfc2e0'],
  ['#f8f7f4', '#ccc7be'],
  ['#f3fbf7', '#bbdecf'],
];

// Dark-light-dark stops give the band of reflection polished metal shows.
const METALS: Record<MetalTone, [string, string, string, string, string]> = {
  'yellow-gold': ['#7d520f', '#d4a233', '#fff1b8', '#e3b446', '#94641a'],
  'white-gold': ['#7f7d77', '#d6d4cc', '#fffef9', '#c9c6bc', '#7a776f'],
  'rose-gold': ['#7f3f2f', '#d6937b', '#ffe3d6', '#dea189', '#8c4d3a'],
  platinum: ['#60656d', '#b7bdc6', '#f3f6fa', '#a7aeb8', '#565c64'],
  silver: ['#74787e', '#cdd1d6', '#ffffff', '#dde0e4', '#83878d'],
};

// Light, body and deep colour of each stone; 'none' is drawn in metal instead.
const GEMS: Record<Exclude<Gem, 'none'>, [string, string, string]> = {
  diamond: ['#ffffff', '#c6d3df', '#56697c'],
  sapphire: ['#9db8ff', '#2251c4', '#0a1d57'],
  emerald: ['#a6f2c6', '#12985a', '#043f27'],
  ruby: ['#ffa3ae', '#c8102e', '#55030f'],
  amethyst: ['#e7c8ff', '#8b3fc9', '#3a115f'],
  pearl: ['#ffffff', '#f6ede6', '#c9bcae'],
  topaz: ['#d2f4ff', '#45b3de', '#0b5a80'],
};

// Rounding to one decimal keeps every picture well under the 8 KB budget.
const n = (v: number): number => Math.round(v * 10) / 10;
const xy = (x: number, y: number): string => `${n(x)} ${n(y)}`;
const pts = (list: Point[]): string => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const rad = (deg: number): number => (deg * Math.PI) / 180;
const onEllipse = (rx: number, ry: number, deg: number, cx = 0, cy = 0): Point => [
  cx + rx * Math.cos(rad(deg)),
  cy + ry * Math.sin(rad(deg)),
];

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const circle = (x: number, y: number, r: number, attrs: string): string =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${attrs}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, attrs: string): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;
const path = (d: string, attrs: string): string => `<path d="${d}" ${attrs}/>`;
const polygon = (list: Point[], attrs: string): string =>
  `<polygon points="${pts(list)}" ${attrs}/>`;
const stroke = (paint: string, width: number, extra = ''): string =>
  `fill="none" stroke="${paint}" stroke-width="${n(width)}"${extra}`;

/** Blends two #rrggbb colours: the bust needs opaque tones so its neck can hide the chain ends. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number): number => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const blend = (i: number): string =>
    Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${blend(0)}${blend(1)}${blend(2)}`;
}

function stops(colours: string[], opacity: number[] = []): string {
  return colours
    .map((colour, i) => {
      const offset = n(i / Math.max(1, colours.length - 1));
      const o = opacity[i];
      return `<stop offset="${offset}" stop-color="${colour}"${o === undefined ? '' : ` stop-opacity="${o}"`}/>`;
    })
    .join('');
}
const linear = (id: string, angle: number, body: string): string =>
  `<linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)">${body}</linearGradient>`;
const radial = (id: string, cx: number, cy: number, r: number, body: string): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`;

function pearl(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, 'fill="url(#pl)"') +
    ellipse(x - r * 0.35, y - r * 0.4, r * 0.22, r * 0.14, 'fill="#fff" opacity=".9"')
  );
}

/** Top view of a round brilliant: octagonal table, alternating star facets and a catchlight. */
function brilliant(x: number, y: number, r: number, gem: Gem, fill = GEM): string {
  if (gem === 'pearl') return pearl(x, y, r);
  if (gem === 'none') return circle(x, y, r, `fill="${METAL_BALL}"`);
  const at = (k: number, rr: number): Point => onEllipse(rr, rr, k * 45 + 22.5, x, y);
  // Alternating light and dark kites give the contrast that makes a cut stone read as brilliant.
  const kites = (from: number): string =>
    [0, 2, 4, 6]
      .map((k) => k + from)
      .map((k) => `M${pts([at(k, r * 0.5), at(k, r), at(k + 1, r), at(k + 1, r * 0.5)])}Z`)
      .join('');
  return (
    circle(x, y, r, `fill="${fill}"`) +
    path(kites(0), 'fill="#fff" opacity=".35"') +
    path(kites(1), 'fill="#000" opacity=".12"') +
    polygon(
      [0, 1, 2, 3, 4, 5, 6, 7].map((k) => at(k, r * 0.5)),
      `fill="#fff" fill-opacity=".3" stroke="#fff" stroke-width="${n(r * 0.05)}"`,
    ) +
    circle(x - r * 0.3, y - r * 0.32, r * 0.15, 'fill="#fff"')
  );
}

/** Draws a small stone by reference to a shared symbol, so dozens of them stay cheap. */
function chip(x: number, y: number, r: number, c: Ctx, kind: Chip = 'st'): string {
  const use = c.gem === 'none' && kind === 'st' ? 'sd' : kind;
  c.chips.add(use);
  return `<use href="#${use}" transform="translate(${xy(x, y)}) scale(${n(r / 10)})"/>`;
}

function chipSymbols(chips: Set<Chip>, gem: Gem): string {
  const set = (stone: string): string => circle(0, 0, 12.5, `fill="${METAL}"`) + stone;
  const bodies: Record<Chip, () => string> = {
    st: () => set(brilliant(0, 0, 10, gem)),
    sd: () => set(brilliant(0, 0, 10, 'diamond', 'url(#hd)')),
    pr: () => pearl(0, 0, 10),
  };
  return [...chips].map((id) => `<g id="${id}">${bodies[id]()}</g>`).join('');
}

/** Side view of a brilliant with its girdle on y, as a solitaire is usually photographed. */
function brilliantSide(x: number, y: number, r: number): string {
  const crown: Point[] = [
    [x - r, y],
    [x - r * 0.6, y - r * 0.45],
    [x + r * 0.6, y - r * 0.45],
    [x + r, y],
  ];
  const pavilion: Point[] = [
    [x - r, y],
    [x, y + r * 0.95],
    [x + r, y],
  ];
  const top = y - r * 0.45;
  const culet = y + r * 0.95;
  const cut =
    `M${xy(x - r * 0.6, top)}L${xy(x - r * 0.3, y)}L${xy(x, top)}L${xy(x + r * 0.3, y)}L${xy(x + r * 0.6, top)}` +
    `M${xy(x - r * 0.6, y)}L${xy(x, culet)}L${xy(x + r * 0.6, y)}`;
  return (
    polygon(pavilion, `fill="${GEM}"`) +
    polygon(pavilion, 'fill="#000" opacity=".18"') +
    polygon(crown, `fill="${GEM}"`) +
    path(cut, stroke('#fff', r * 0.035, ' stroke-opacity=".6"'))
  );
}

/** Pear outline with the round end centred on (x, y) and the tip pointing up. */
function pearPath(x: number, y: number, r: number): string {
  const p = (dx: number, dy: number): string => xy(x + dx * r, y + dy * r);
  return `M${p(0, -1.7)}C${p(0.5, -1.1)} ${p(1, -0.6)} ${p(1, 0)}A${n(r)} ${n(r)} 0 0 1 ${p(-1, 0)}C${p(-1, -0.6)} ${p(-0.5, -1.1)} ${p(0, -1.7)}Z`;
}

/** Pear-cut stone (or polished metal drop) in a thin bezel; pearls hang as a round bead. */
function pearDrop(x: number, y: number, r: number, gem: Gem): string {
  if (gem === 'pearl') return pearl(x, y, r);
  const bezel = path(pearPath(x, y, r * 1.12), `fill="${METAL}"`);
  if (gem === 'none') return bezel + path(pearPath(x, y, r * 0.92), `fill="${METAL_BALL}"`);
  const facets = `M${xy(x, y - 1.5 * r)}L${xy(x, y + r * 0.9)}M${xy(x - r * 0.85, y)}L${xy(x + r * 0.85, y)}`;
  return (
    bezel +
    path(pearPath(x, y, r * 0.95), `fill="${GEM}"`) +
    path(pearPath(x, y + r * 0.15, r * 0.45), 'fill="#fff" opacity=".3"') +
    path(facets, stroke('#fff', r * 0.04, ' stroke-opacity=".45"')) +
    circle(x - r * 0.35, y - r * 0.2, r * 0.12, 'fill="#fff"')
  );
}

/**
 * A band lying flat, seen from above: the inner wall shows through the hole (clipped to the rim),
 * the outer wall curves round the front and the polished top face sits over both.
 */
function band(rx: number, ry: number, width: number, depth: number, c: Ctx): string {
  const [ix, iy, ox, oy] = [rx - width / 2, ry - width / 2, rx + width / 2, ry + width / 2];
  const clip = c.nextId();
  const inner = `M${-n(ix)} 0A${xy(ix, iy)} 0 0 1 ${n(ix)} 0V${n(depth)}A${xy(ix, iy)} 0 0 0 ${-n(ix)} ${n(depth)}Z`;
  const outer = `M${-n(ox)} 0A${xy(ox, oy)} 0 0 0 ${n(ox)} 0V${n(depth)}A${xy(ox, oy)} 0 0 1 ${-n(ox)} ${n(depth)}Z`;
  return (
    `<clipPath id="${clip}">${ellipse(0, 0, ix, iy, '')}</clipPath>` +
    path(inner, `fill="${METAL_DARK}" clip-path="url(#${clip})"`) +
    path(outer, `fill="${METAL}"`) +
    ellipse(0, 0, rx, ry, stroke(METAL_LIGHT, width))
  );
}

const group = (transform: string, body: string): string =>
  `<g transform="${transform}">${body}</g>`;

function ring(c: Ctx): Piece {
  const tall = 160 + c.rnd() * 10;
  const wide = 112 + c.rnd() * 14;
  const top = 70 - tall;
  const r = 56 + c.rnd() * 10;
  const girdle = top - r * 0.85;
  // Standing on edge: a flat band turned a quarter so its width runs away to the right.
  const shank = group('translate(0 70) rotate(-90)', band(tall, wide, 22, 26 + c.rnd() * 10, c));
  const head = ellipse(0, top, r * 0.5, 13, `fill="${METAL}"`);
  let stone: string;
  if (c.gem === 'pearl') stone = head + pearl(0, girdle, r);
  else if (c.gem === 'none')
    stone = ellipse(0, top - 6, r * 1.05, r * 0.55, `fill="${METAL_BALL}"`);
  else {
    const prongs = `M${xy(-r * 0.3, top)}L${xy(-r * 0.9, girdle - r * 0.3)}M${xy(r * 0.3, top)}L${xy(r * 0.9, girdle - r * 0.3)}M0 ${n(top)}V${n(girdle + r * 0.3)}`;
    stone =
      head +
      brilliantSide(0, girdle, r) +
      path(prongs, stroke(METAL, 8, ' stroke-linecap="round"'));
  }
  return {
    body: shank + stone,
    hot: [
      [-r * 0.3, girdle - r * 0.3],
      [r * 0.45, girdle],
      [wide * 0.9, 40],
    ],
    focus: [0, girdle + 50],
    floor: { y: 70 + tall + 14, spread: wide * 1.6 },
  };
}

function weddingBand(c: Ctx): Piece {
  const rx = 185 + c.rnd() * 20;
  const ry = 85 + c.rnd() * 12;
  const depth = 55 + c.rnd() * 20;
  const rim = -depth / 2;
  const dots = stroke(METAL_DARK, 5, ' stroke-dasharray="0 10" stroke-linecap="round"');
  const milgrain =
    c.rnd() < 0.5
      ? ellipse(0, 0, rx + 10, ry + 10, dots) + ellipse(0, 0, rx - 10, ry - 10, dots)
      : '';
  let pave = '';
  if (c.gem !== 'none') {
    for (let deg = 25; deg <= 155; deg += 13) {
      const [x, y] = onEllipse(rx, ry, deg);
      pave += chip(x, y, 8, c);
    }
  }
  return {
    body: group(`translate(0 ${n(rim)})`, band(rx, ry, 24, depth, c) + milgrain + pave),
    hot: [
      [0, rim + ry],
      [-rx * 0.7, rim + ry * 0.7],
      [rx * 0.6, rim - ry * 0.8],
    ],
    focus: [0, rim + ry * 0.6],
    floor: { y: rim + depth + ry + 10, spread: rx * 1.15 },
  };
}

/** Cable chain: bright face-on links alternating with darker edge-on ones. */
function chain(d: string, weight: number): string {
  const link = weight * 1.7;
  const dash = (w: number, paint: string, offset: number): string =>
    path(
      d,
      stroke(
        paint,
        w,
        ` stroke-dasharray="${n(link)} ${n(link)}" stroke-dashoffset="${n(offset)}" stroke-linecap="round"`,
      ),
    );
  return dash(weight * 0.45, METAL_DARK, link) + dash(weight, METAL, 0);
}

/**
 * Velvet display bust: neck column of half-width `neck` widening into shoulders at `shoulder`.
 * The neck is painted again over the chain up to `tuck`, so the chain seems to pass behind it.
 */
function bust(neck: number, shoulder: number, tuck: number): Pick<Piece, 'stand' | 'front'> {
  const s = shoulder;
  const d =
    `M${-neck} -900V${s}C${-neck} ${s + 70} -190 ${s + 110} -320 ${s + 150}` +
    `C-400 ${s + 175} -430 ${s + 230} -440 ${s + 320}V900H440V${s + 320}` +
    `C430 ${s + 230} 400 ${s + 175} 320 ${s + 150}C190 ${s + 110} ${neck} ${s + 70} ${neck} ${s}V-900Z`;
  const edge = 'stroke="#fff" stroke-opacity=".6" stroke-width="3"';
  return {
    stand: path(d, `fill="url(#bu)" ${edge}`),
    front:
      `<rect x="${-neck}" y="-900" width="${neck * 2}" height="${900 + tuck}" fill="url(#bu)"/>` +
      path(`M${-neck} -900V${tuck}M${neck} -900V${tuck}`, edge),
  };
}

/** Both halves of a chain hanging from behind a neck of half-width 100 down to its lowest point. */
function drape(width: number, bottom: number): string {
  return (
    `M-60 -320C${-width} -210 ${-width * 0.6} ${bottom} 0 ${bottom}` +
    `C${width * 0.6} ${bottom} ${width} -210 60 -320`
  );
}

function necklace(c: Ctx): Piece {
  const w = 230 + c.rnd() * 30;
  const layered = c.rnd() < 0.6;
  let body = chain(drape(w, 170), 10);
  if (layered) body += chain(drape(w * 0.75, 60), 7);
  body +=
    c.gem === 'none'
      ? `<rect x="-34" y="163" width="68" height="16" rx="8" fill="${METAL}"/>`
      : circle(0, 186, 24, `fill="${METAL}"`) + brilliant(0, 186, 19, c.gem);
  return {
    body,
    ...bust(100, -240, -250),
    hot: [
      [0, 180],
      [-w * 0.55, 60],
      [w * 0.6, 0],
    ],
    focus: [0, 110],
  };
}

function pendant(c: Ctx): Piece {
  const w = 210 + c.rnd() * 30;
  const r = 44 + c.rnd() * 8;
  const round = c.gem !== 'none' && (c.gem === 'pearl' || c.rnd() < 0.5);
  const cy = 150 + r * 1.3;
  let drop = pearDrop(0, cy, r, c.gem);
  if (round) {
    let halo = '';
    for (let deg = 0; deg < 360 && c.gem !== 'pearl'; deg += 24) {
      const [x, y] = onEllipse(r * 1.3, r * 1.3, deg, 0, cy);
      halo += chip(x, y, 7, c, 'sd');
    }
    drop = circle(0, cy, r * 1.12, `fill="${METAL}"`) + halo + brilliant(0, cy, r, c.gem);
  }
  const bail = ellipse(0, 138, 10, 18, stroke(METAL, 7));
  return {
    body: chain(drape(w, 130), 7) + bail + drop,
    ...bust(100, -240, -250),
    hot: [
      [-r * 0.4, cy - r * 0.4],
      [r * 0.5, cy + r * 0.3],
      [-w * 0.5, 20],
    ],
    focus: [0, cy - 30],
  };
}

function choker(c: Ctx): Piece {
  const neck = 125;
  const bottom = 30 + c.rnd() * 15;
  const d = `M${-neck + 8} -130C${-neck} -30 -80 ${n(bottom)} 0 ${n(bottom)}C80 ${n(bottom)} ${neck} -30 ${neck - 8} -130`;
  let body = '';
  if (c.gem === 'pearl') {
    // Beads sampled along the same Bézier halves the chain path uses.
    const bez = (t: number, [a, b, c, d]: [number, number, number, number]): number =>
      (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * d;
    for (let i = 0; i <= 20; i++) {
      const t = i / 10;
      const half = t <= 1 ? t : 2 - t;
      const sign = t <= 1 ? -1 : 1;
      const x = sign * bez(half, [neck - 8, neck, 80, 0]);
      const y = bez(half, [-130, -30, bottom, bottom]);
      body += chip(x, y, 15, c, 'pr');
    }
  } else {
    body += path(d, stroke(METAL_DARK, 24)) + path(d, stroke(METAL, 17));
    if (c.gem !== 'none') {
      for (const dx of [-52, -26, 26, 52]) body += chip(dx, bottom - Math.abs(dx) * 0.45, 9, c);
      body += circle(0, bottom + 6, 38, `fill="${METAL}"`) + brilliant(0, bottom + 6, 31, c.gem);
    }
  }
  return {
    body,
    ...bust(neck, -60, -120),
    hot: [
      [0, bottom],
      [-neck * 0.8, -60],
    ],
    focus: [0, bottom - 40],
  };
}

function stud(c: Ctx): Piece {
  const r = 58 + c.rnd() * 12;
  const gap = 125 + c.rnd() * 10;
  let body = '';
  for (const x of [-gap, gap]) {
    const y = x < 0 ? -8 : 8;
    body += circle(x, y, r * 1.12, `fill="${METAL}"`);
    if (c.gem !== 'pearl' && c.gem !== 'none') {
      for (const deg of [45, 135, 225, 315]) {
        const [px, py] = onEllipse(r * 1.02, r * 1.02, deg, x, y);
        body += circle(px, py, r * 0.13, `fill="${METAL_BALL}"`);
      }
    }
    body += brilliant(x, y, r, c.gem);
  }
  return {
    body,
    hot: [
      [-gap - r * 0.3, -r * 0.4],
      [gap + r * 0.35, r * 0.2],
    ],
    focus: [-gap * 0.8, 0],
    floor: { y: r + 40, spread: gap + r * 1.4 },
  };
}

function hoop(c: Ctx): Piece {
  const tall = 135 + c.rnd() * 15;
  const wide = 70 + c.rnd() * 10;
  const gap = 120;
  let body = '';
  for (const side of [-1, 1]) {
    let stones = '';
    if (c.gem !== 'none') {
      for (let deg = 50; deg <= 130; deg += 16) {
        const [sx, sy] = onEllipse(wide, tall, deg, side * gap);
        stones += chip(sx, sy, 7, c);
      }
    }
    // Mirrored so both hoops turn their open side towards the middle.
    body +=
      group(`translate(${side * gap} 0) rotate(${side * 90})`, band(tall, wide, 15, 20, c)) +
      stones;
  }
  return {
    body,
    hot: [
      [-gap - wide, 0],
      [gap + wide * 0.5, tall * 0.8],
    ],
    focus: [-gap * 0.8, tall * 0.3],
    floor: { y: tall + 30, spread: gap + wide * 1.6 },
  };
}

function dropEarring(c: Ctx): Piece {
  const r = 46 + c.rnd() * 10;
  const gap = 115;
  const accent = c.gem === 'none' || c.gem === 'pearl' ? c.gem : 'diamond';
  // The link runs from the stud to the top of the drop: a pearl's crown or a pear's pointed tip.
  const link = 150 - (c.gem === 'pearl' ? r * 0.9 : r * 1.7);
  let body = '';
  for (const x of [-gap, gap]) {
    const y = x < 0 ? 0 : 20;
    body +=
      `<rect x="${x - 3}" y="${y - 150}" width="6" height="${n(link)}" fill="${METAL}"/>` +
      circle(x, y - 160, 24, `fill="${METAL}"`) +
      brilliant(x, y - 160, 19, accent, 'url(#hd)') +
      pearDrop(x, y, r, c.gem);
  }
  return {
    body,
    hot: [
      [-gap - r * 0.4, -r * 0.2],
      [gap + r * 0.3, 20 + r * 0.4],
      [gap, -140],
    ],
    focus: [-gap * 0.8, -40],
    floor: { y: r + 70, spread: gap + r * 1.5 },
  };
}

function bangle(c: Ctx): Piece {
  const rx = 245 + c.rnd() * 20;
  const ry = 105 + c.rnd() * 15;
  const depth = 28 + c.rnd() * 12;
  const rim = -depth / 2;
  let stones = '';
  if (c.gem !== 'none') {
    for (let deg = 60; deg <= 120; deg += 10) {
      const [x, y] = onEllipse(rx, ry, deg);
      stones += chip(x, y, 9, c);
    }
  }
  return {
    body: group(`translate(0 ${n(rim)})`, band(rx, ry, 22, depth, c) + stones),
    hot: [
      [0, rim + ry],
      [-rx * 0.8, rim + ry * 0.5],
    ],
    focus: [0, rim + ry * 0.7],
    floor: { y: rim + depth + ry + 10, spread: rx * 1.1 },
  };
}

function tennis(c: Ctx): Piece {
  const rx = 245 + c.rnd() * 15;
  const ry = 120 + c.rnd() * 15;
  // Far stones first and slightly smaller, so the loop has depth.
  const angles = Array.from({ length: 34 }, (_, i) => (i * 360) / 34 + c.rnd() * 2);
  angles.sort((a, b) => Math.sin(rad(a)) - Math.sin(rad(b)));
  const rail = ellipse(0, 0, rx, ry, stroke(METAL_DARK, 9));
  const stones = angles
    .map((deg) => {
      const [x, y] = onEllipse(rx, ry, deg);
      return chip(x, y, 12.5 + 2.5 * Math.sin(rad(deg)), c);
    })
    .join('');
  return {
    body: rail + stones,
    hot: [
      [0, ry],
      [-rx * 0.7, ry * 0.7],
      [rx * 0.9, -ry * 0.4],
    ],
    focus: [0, ry * 0.7],
    floor: { y: ry + 35, spread: rx * 1.1 },
  };
}

/** Little charm silhouettes, each about 56 px tall, hanging from (0, 0). */
const CHARMS: ((gem: Gem) => string)[] = [
  () =>
    path(
      'M0 58C-36 34-30 10-15 10C-7 10-2 15 0 22C2 15 7 10 15 10C30 10 36 34 0 58Z',
      `fill="${METAL}"`,
    ),
  () =>
    polygon(
      Array.from({ length: 10 }, (_, i) =>
        onEllipse(i % 2 ? 12 : 27, i % 2 ? 12 : 27, i * 36 - 90, 0, 36),
      ),
      `fill="${METAL}"`,
    ),
  () => circle(0, 32, 22, `fill="${METAL_BALL}"`),
  () => path('M6 12A24 24 0 1 0 6 56A19 19 0 1 1 6 12Z', `fill="${METAL}"`),
  (gem) => circle(0, 30, 20, `fill="${METAL}"`) + brilliant(0, 30, 16, gem),
];

function charmBracelet(c: Ctx): Piece {
  const rx = 240 + c.rnd() * 15;
  const ry = 125 + c.rnd() * 10;
  const start = Math.floor(c.rnd() * CHARMS.length);
  let charms = '';
  const hot: Point[] = [];
  [35, 63, 90, 117, 145].forEach((deg, i) => {
    const [x, y] = onEllipse(rx, ry, deg);
    const draw = CHARMS[(start + i) % CHARMS.length];
    if (!draw) return;
    const tilt = n((c.rnd() - 0.5) * 30);
    const jumpRing = ellipse(0, 5, 6, 10, stroke(METAL, 4));
    charms += group(`translate(${xy(x, y)}) rotate(${tilt})`, jumpRing + draw(c.gem));
    hot.push([x, y + 30]);
  });
  const loop = `M${rx} 0A${rx} ${ry} 0 1 0 ${-rx} 0A${rx} ${ry} 0 1 0 ${rx} 0`;
  return {
    body: chain(loop, 11) + charms,
    hot,
    focus: [0, ry * 0.8],
    floor: { y: ry + 80, spread: rx * 1.1 },
  };
}

const KINDS: Record<JewelKind, (c: Ctx) => Piece> = {
  ring,
  band: weddingBand,
  necklace,
  pendant,
  choker,
  stud,
  hoop,
  drop: dropEarring,
  bangle,
  tennis,
  charm: charmBracelet,
};

/** Four-pointed glint with concave sides, like a catchlight on a facet. */
function sparkle([x, y]: Point, s: number): string {
  const c = xy(x, y);
  const d = `M${xy(x, y - s)}Q${c} ${xy(x + s, y)}Q${c} ${xy(x, y + s)}Q${c} ${xy(x - s, y)}Q${c} ${xy(x, y - s)}Z`;
  return path(d, 'fill="#fff"') + circle(x, y, s * 0.3, 'fill="#fff" opacity=".5"');
}

/** Out-of-focus highlights and a silk fold suggest a styled set rather than a studio sweep. */
function lifestyleProps(rnd: () => number): string {
  const y = (base: number): number => n(base + rnd() * 60);
  let out = path(
    `M0 ${y(520)}C220 ${y(430)} 520 ${y(640)} 800 ${y(500)}V800H0Z`,
    'fill="#fff" opacity=".35"',
  );
  out += path('M0 690C260 620 520 760 800 660V800H0Z', 'fill="#000" opacity=".05"');
  for (let i = 0; i < 5; i++) {
    out += circle(60 + rnd() * 680, 40 + rnd() * 260, 30 + rnd() * 60, 'fill="url(#bk)"');
  }
  return out;
}

function defs(art: JewelArt, metal: MetalTone, view: View, piece: Piece, chips: string): string {
  const backdrop = (art.backdrop + (view === 2 ? 3 : 0)) % BACKDROPS.length;
  const [inner, outer] = BACKDROPS[backdrop] ?? ['#fff', '#ddd'];
  const [m0, m1, m2, m3, m4] = METALS[metal];
  const [cx, cy] = view === 1 ? [0.3, 0.25] : [0.5, 0.4];
  const gem = art.gem === 'none' ? [] : [radial('g', 0.35, 0.3, 0.8, stops(GEMS[art.gem]))];
  return [
    radial('bg', cx, cy, view === 1 ? 1 : 0.75, stops([inner, inner, outer])),
    radial('sh', 0.5, 0.5, 0.5, stops(['#000', '#000'], [0.3, 0])),
    linear('m', 25 + (art.seed % 40), stops(METALS[metal])),
    linear('md', 0, stops([m0, m3, m4])),
    linear('ml', 90, stops([m1, m2, m3])),
    radial('mb', 0.35, 0.3, 0.75, stops([m2, m1, m0])),
    ...gem,
    radial('hd', 0.35, 0.3, 0.8, stops(GEMS.diamond)),
    radial('pl', 0.35, 0.3, 0.75, stops(GEMS.pearl)),
    piece.stand
      ? `<linearGradient id="bu" gradientUnits="userSpaceOnUse" y1="-400" x2="0" y2="500">${stops([mix(inner, '#ffffff', 0.5), mix(inner, outer, 0.7)])}</linearGradient>` +
        '<filter id="ds"><feDropShadow dy="12" stdDeviation="9" flood-opacity=".22"/></filter>'
      : '',
    view === 2 ? radial('bk', 0.5, 0.5, 0.5, stops(['#fff', '#fff'], [0.55, 0])) : '',
    chips,
  ].join('');
}

/**
 * Renders a product picture. View 0 is the catalogue shot, 1 a turned close-up (used on hover)
 * and 2 a styled "lifestyle" shot on a different backdrop.
 */
export function renderJewelSvg(art: JewelArt, metal: MetalTone, view: View): string {
  const shape = mulberry32(art.seed);
  const rnd = mulberry32(art.seed * 31 + view);
  let ids = 0;
  const ctx: Ctx = { gem: art.gem, rnd: shape, chips: new Set(), nextId: () => `c${ids++}` };
  const piece = KINDS[art.kind](ctx);
  const base = 0.9 + shape() * 0.12;
  const tilt = (shape() - 0.5) * 14;
  const turns: [number, number, number] = [tilt, tilt - 18, tilt + (rnd() - 0.5) * 30];
  // A bust must stay upright; loose pieces are turned a little differently in every shot.
  const turn = piece.stand ? 0 : turns[view];
  const [fx, fy] = piece.focus;
  const places: [string, string, string] = [
    `translate(400 405) scale(${n(base)})`,
    `translate(400 400) scale(${n(base * 1.6)}) translate(${xy(-fx, -fy)})`,
    `translate(${n(400 + (rnd() - 0.5) * 80)} 430) scale(${n(base * 0.74)})`,
  ];
  const shadow = piece.floor
    ? ellipse(0, piece.floor.y, piece.floor.spread, 28, 'fill="url(#sh)"')
    : '';
  const glints = piece.hot
    .filter(() => rnd() < 0.85)
    .map(([x, y]) => sparkle([x + (rnd() - 0.5) * 20, y + (rnd() - 0.5) * 20], 14 + rnd() * 14))
    .join('');
  const body = piece.stand
    ? `${piece.stand}<g filter="url(#ds)">${piece.body}</g>${piece.front ?? ''}`
    : piece.body;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
    `<defs>${defs(art, metal, view, piece, chipSymbols(ctx.chips, art.gem))}</defs>` +
    '<rect width="800" height="800" fill="url(#bg)"/>' +
    (view === 2 ? lifestyleProps(rnd) : '') +
    group(places[view], shadow + group(`rotate(${n(turn)} ${xy(fx, fy)})`, body + glints)) +
    '</svg>'
  );
}
