import {
  apply,
  compose,
  dot,
  norm,
  rotX,
  rotY,
  scale,
  sub,
  type Basis,
  type Vec,
} from './geometry';
import { cellsUnder, polishMetalRuns, type Drawn } from './layers';
import type { Ball, Face, Scene, StoneGem, Surface } from './meshes';

export type MetalTone = 'yellow-gold' | 'white-gold' | 'rose-gold' | 'platinum' | 'silver';

/** Deep shadow to specular highlight: polished metal is mostly reflection, so contrast is high. */
export const METAL_TONES: Record<MetalTone, string[]> = {
  'yellow-gold': ['#3a2204', '#80560f', '#c8952f', '#efcc72', '#fff5d6'],
  'white-gold': ['#2a2c30', '#6f747b', '#bfc3c9', '#eceef1', '#ffffff'],
  'rose-gold': ['#471d13', '#935340', '#d0967c', '#f2c7b2', '#fff0e8'],
  platinum: ['#26292e', '#676d75', '#b0b6bd', '#e4e8ec', '#fbfdff'],
  silver: ['#2c2f33', '#767a80', '#c6cace', '#f0f2f4', '#ffffff'],
};

const GEM_TONES: Record<StoneGem, string[]> = {
  diamond: ['#0b0e13', '#4b5661', '#b8c3cd', '#f1f5f8', '#ffffff'],
  sapphire: ['#030d36', '#0a2377', '#1d48b8', '#5f8cf0', '#d9e5ff'],
  emerald: ['#01261a', '#03583a', '#0b8c55', '#4fcf8c', '#dcffe9'],
  ruby: ['#330108', '#7a0619', '#c0112f', '#f0566d', '#ffe0e5'],
  amethyst: ['#1f0836', '#4f1c82', '#8344c2', '#be92ec', '#f6ebff'],
  topaz: ['#033a52', '#0b6f98', '#2ea9d6', '#8edcf5', '#f0fbff'],
};
/** Fire: the saturated spectral colours a diamond throws back from a few small facets. */
const FIRE = ['#ff9a1f', '#2fb8ff', '#ff4f9a', '#7be84a', '#ffe23d'];

export interface Camera {
  /** Turn about the vertical axis, degrees. */
  yaw: number;
  /** How far the camera looks down onto the piece, degrees. */
  pitch: number;
}
/** Where world millimetres land on the 800 px picture. */
export interface Frame {
  x: number;
  y: number;
  pxPerMm: number;
}

const viewOf = (c: Camera): Basis => compose(rotX(c.pitch), rotY(c.yaw));
const KEY = norm([-0.45, 0.75, 0.5]);
/** Towards the light that casts floor shadows (world space): above, a little behind the camera. */
const SUN = norm([-0.2, 1, 0.45]);

export const smooth = (a: number, b: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};
function hex(c: number[]): string {
  return `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const rgb = (h: string): number[] => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
export function mixHex(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex(x.map((v, i) => v + (y[i]! - v) * t));
}
/** Reads a colour from a dark-to-light ramp at 0..1. */
function ramp(tones: string[], v: number): string {
  const t = Math.min(1, Math.max(0, v)) * (tones.length - 1);
  const i = Math.min(tones.length - 2, Math.floor(t));
  return mixHex(tones[i]!, tones[i + 1]!, t - i);
}

/**
 * A studio seen in polished metal: bright softbox above, a dark floor below, a crisp horizon
 * between them and one black card at the side: the banding that makes metal read as metal.
 */
function studio(r: Vec): number {
  const bump = (x: number, centre: number, width: number): number =>
    Math.exp(-(((x - centre) / width) ** 2));
  const azimuth = (Math.atan2(r[0], r[2]) * 180) / Math.PI;
  const up = r[1];
  let v = up > 0 ? 0.5 + 0.25 * up : 0.42 + 0.2 * up;
  v -= 0.3 * bump(up, 0.02, 0.07);
  v += 0.55 * bump(azimuth, -48, 16) * smooth(-0.3, 0.1, up);
  v += 0.4 * bump(azimuth, 62, 13) * smooth(-0.2, 0.2, up);
  v -= 0.35 * bump(azimuth, 18, 10) * smooth(-0.1, 0.2, up);
  v -= 0.3 * bump(azimuth, -115, 25);
  v += 0.35 * smooth(0.65, 0.85, up);
  v += Math.max(0, dot(r, KEY)) ** 30 * 0.6;
  return v;
}

function shade(surface: Surface, n: Vec, metal: string[]): string {
  // Reflected view ray: the camera looks down -z, so the eye direction is +z.
  const r: Vec = [2 * n[2] * n[0], 2 * n[2] * n[1], 2 * n[2] * n[2] - 1];
  // Polished metal mirrors a few bright and dark things, so its tones sit apart from the middle.
  if (surface.kind === 'metal') return ramp(metal, 0.5 + (studio(r) - 0.5) * 1.2);
  const light = Math.max(0, dot(n, KEY));
  const j = surface.jitter;
  let v: number;
  // A cut stone is crisp light and dark facets side by side, rarely a middle grey.
  if (surface.part === 'table') v = 0.08 + 0.85 * j + 0.1 * light;
  else if (surface.part === 'pavilion') v = j < 0.4 ? 0.02 + j * 0.2 : 0.3 + 0.6 * j;
  else v = j < 0.25 ? 0.02 + j * 0.3 : 0.3 + 0.65 * j + 0.15 * light;
  const colour = ramp(GEM_TONES[surface.gem], surface.gem === 'diamond' ? v : v * 0.92);
  const fire = (j * 7.31) % 1;
  // Fire is light split into colours, so always bright: tinting a dark facet only muddies it.
  if (surface.gem === 'diamond' && surface.part === 'crown' && fire < 0.07)
    return mixHex('#ffffff', FIRE[Math.floor(fire * 71) % FIRE.length]!, 0.55);
  return colour;
}

const f1 = (v: number): string => (Math.round(v * 10) / 10).toString();
const pathOf = (points: [number, number][]): string =>
  `M${points.map(([x, y]) => `${f1(x)} ${f1(y)}`).join('L')}Z`;

export interface Rendered {
  /** Soft floor shadow and the darker contact line beneath the piece. */
  shadow: string;
  body: string;
  glints: string;
}

/** Smallest and largest value, without spreading tens of thousands of arguments. */
export function extent(values: number[]): [number, number] {
  let [low, high] = [Infinity, -Infinity];
  for (const v of values) [low, high] = [Math.min(low, v), Math.max(high, v)];
  return [low, high];
}

/** Scales and centres a scene so its silhouette fills `box` ([x, y, width, height] in px). */
export function fitFrame(scene: Scene, camera: Camera, box: [number, number, number, number]) {
  const view = viewOf(camera);
  const points = [
    ...scene.faces.flatMap((f) => f.points),
    ...scene.balls.flatMap((b) => [
      sub(b.centre, [b.r, b.r, b.r]),
      [b.centre[0] + b.r, b.centre[1] + b.r, b.centre[2] + b.r] as Vec,
    ]),
  ].map((p) => apply(view, p));
  const [minX, maxX] = extent(points.map((p) => p[0]));
  const [minY, maxY] = extent(points.map((p) => p[1]));
  const pxPerMm = Math.min(box[2] / (maxX - minX), box[3] / (maxY - minY));
  return {
    pxPerMm,
    x: box[0] + box[2] / 2 - ((minX + maxX) / 2) * pxPerMm,
    y: box[1] + box[3] / 2 + ((minY + maxY) / 2) * pxPerMm,
  };
}

/** Where a point in millimetres lands on the picture, in px. */
export function toScreen(camera: Camera, frame: Frame): (p: Vec) => [number, number] {
  const view = viewOf(camera);
  return (p) => {
    const c = apply(view, p);
    return [frame.x + c[0] * frame.pxPerMm, frame.y - c[1] * frame.pxPerMm];
  };
}

/**
 * Draws a scene with the painter's algorithm: faces turned away are dropped, the rest sorted far
 * to near and filled with their shade (stroked in it too, so no hairline seams show between them).
 * Pieces resting on the floor (y = `floor`) get a shadow cast from above.
 */
export function renderScene(
  scene: Scene,
  camera: Camera,
  frame: Frame,
  metal: MetalTone,
  floor: number | null,
): Rendered {
  const view = viewOf(camera);
  const screen = toScreen(camera, frame);
  const tones = METAL_TONES[metal];
  const items: Drawn[] = [];
  for (const f of scene.faces) {
    const n = apply(view, f.normal);
    if (n[2] < -0.02) continue;
    const depth =
      f.points.reduce((s, p) => s + apply(view, p)[2], 0) / f.points.length + (f.onTop ? 1e3 : 0);
    const colour = shade(f.surface, n, tones);
    const points = f.points.map(screen);
    items.push({
      depth,
      metal: f.surface.kind === 'metal',
      cells: cellsUnder(points),
      svg: `<path d="${pathOf(points)}" fill="${colour}" stroke="${colour}" stroke-width=".7" stroke-linejoin="round"/>`,
    });
  }
  for (const b of scene.balls) {
    const [x, y] = screen(b.centre);
    const r = b.r * frame.pxPerMm;
    items.push({
      depth: apply(view, b.centre)[2] + b.r * 0.5,
      metal: b.material === 'metal',
      cells: cellsUnder([
        [x - r, y - r],
        [x + r, y + r],
      ]),
      svg: b.material === 'pearl' ? pearl(x, y, r) : circle(x, y, r, 'url(#bead)'),
    });
  }
  items.sort((a, b) => a.depth - b.depth);

  return {
    shadow: floor === null ? '' : floorShadow(scene, floor, screen),
    body: polishMetalRuns(items),
    glints: scene.glints.map((g) => sparkle(screen(g.at), g.size * frame.pxPerMm, g.gem)).join(''),
  };
}

const circle = (x: number, y: number, r: number, fill: string): string =>
  `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="${fill}"/>`;

/**
 * A pearl: a creamy body with a soft terminator, the softbox mirrored as a broad feathered
 * highlight with a small brighter core (nacre blurs reflections, a plastic ball would mirror
 * them sharp), a faint rose and green orient at the limbs, turned a little differently on each
 * pearl, and light bounced back from the paper along the lower rim.
 */
function pearl(x: number, y: number, r: number): string {
  const turn = Math.round((x * 37 + y * 17) % 60) - 30;
  const window = (dx: number, dy: number, rx: number, ry: number, opacity: number): string =>
    `<ellipse cx="${f1(x + dx * r)}" cy="${f1(y + dy * r)}" rx="${f1(rx * r)}" ry="${f1(ry * r)}" fill="url(#lustre-window)" opacity="${opacity}" transform="rotate(-35 ${f1(x + dx * r)} ${f1(y + dy * r)})"/>`;
  return (
    circle(x, y, r, 'url(#pearl)') +
    `<g transform="rotate(${turn} ${f1(x)} ${f1(y)})">` +
    circle(x, y, r, 'url(#orient-rose)') +
    circle(x, y, r, 'url(#orient-green)') +
    '</g>' +
    circle(x, y, r, 'url(#bounce)') +
    circle(x, y, r, 'url(#lustre)') +
    window(-0.3, -0.34, 0.27, 0.17, 0.95) +
    window(0.4, 0.44, 0.18, 0.07, 0.25)
  );
}

function floorShadow(scene: Scene, floor: number, screen: (p: Vec) => [number, number]): string {
  const drop = (p: Vec): Vec => sub(p, scale(SUN, (p[1] - floor) / SUN[1]));
  const outline = (f: Face): string =>
    `<path d="${pathOf(f.points.map((p) => screen(drop(p))))}"/>`;
  const disc = (b: Ball): string => {
    const [x, y] = screen(drop(b.centre));
    const [, edge] = screen(drop([b.centre[0], b.centre[1], b.centre[2] + b.r]));
    return `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(Math.abs(screen(drop([b.centre[0] + b.r, b.centre[1], b.centre[2]]))[0] - x))}" ry="${f1(Math.max(1, Math.abs(edge - y)))}"/>`;
  };
  const near = (p: Vec): boolean => p[1] - floor < 0.5;
  // Faces turned from the light add nothing to the silhouette a shadow is.
  const lit = scene.faces.filter((f) => dot(f.normal, SUN) > 0);
  const cast = lit.map(outline).join('') + scene.balls.map(disc).join('');
  const contact =
    scene.faces
      .filter((f) => f.points.some(near))
      .map(outline)
      .join('') +
    scene.balls
      .filter((b) => b.centre[1] - b.r - floor < 0.5)
      .map(disc)
      .join('');
  const group = (paths: string, filter: string, opacity: number): string =>
    paths ? `<g filter="url(#${filter})" opacity="${opacity}" fill="#000">${paths}</g>` : '';
  return group(cast, 'soft', 0.2) + group(contact, 'tight', 0.45);
}

/** A catchlight: a soft glow with two thin rays, tinted with fire on a diamond. */
function sparkle([x, y]: [number, number], size: number, gem: StoneGem): string {
  const s = Math.min(46, Math.max(7, size));
  const ray = (length: number, width: number, angle: number): string =>
    `<path d="M${f1(-length)} 0Q0 ${f1(-width)} ${f1(length)} 0Q0 ${f1(width)} ${f1(-length)} 0Z" fill="#fff" transform="rotate(${angle})"/>`;
  const glow = gem === 'diamond' ? 'url(#fire)' : 'url(#glow)';
  return (
    `<g transform="translate(${f1(x)} ${f1(y)})" opacity=".9">` +
    `<circle r="${f1(s * 0.55)}" fill="${glow}"/>` +
    ray(s, s * 0.05, -12) +
    ray(s * 0.6, s * 0.04, 78) +
    `<circle r="${f1(s * 0.09)}" fill="#fff"/></g>`
  );
}
