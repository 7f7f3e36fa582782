import {
  add,
  apply,
  centroid,
  cross,
  dot,
  IDENTITY,
  norm,
  rad,
  scale,
  sub,
  type Basis,
  type Vec,
} from './geometry';

export type Gem =
  'diamond' | 'sapphire' | 'emerald' | 'ruby' | 'amethyst' | 'pearl' | 'topaz' | 'none';
export type StoneGem = Exclude<Gem, 'pearl' | 'none'>;
export type Cut = 'round' | 'oval' | 'pear' | 'cushion';

/** What a face is made of; a stone's facet carries its own random brightness. */
export type Surface =
  | { kind: 'metal' }
  | { kind: 'stone'; gem: StoneGem; part: 'table' | 'crown' | 'pavilion'; jitter: number };

export interface Face {
  points: Vec[];
  normal: Vec;
  surface: Surface;
  /** Drawn over every face without one: a stone set flush in a surface it would sort into. */
  onTop?: boolean;
}
/** Spheres drawn as shaded discs: pearls, and metal beads too small to be worth a mesh. */
export interface Ball {
  centre: Vec;
  r: number;
  material: 'pearl' | 'metal';
}
export interface Scene {
  faces: Face[];
  balls: Ball[];
  /** Points where a stone's facets meet the light: sparkle is drawn there. */
  glints: { at: Vec; size: number; gem: StoneGem }[];
}

export const emptyScene = (): Scene => ({ faces: [], balls: [], glints: [] });
export function merge(into: Scene, ...scenes: Scene[]): Scene {
  for (const s of scenes) {
    into.faces.push(...s.faces);
    into.balls.push(...s.balls);
    into.glints.push(...s.glints);
  }
  return into;
}

/** Moves a scene: rotate by `basis`, scale by `size`, then translate to `at`. */
export function place(s: Scene, at: Vec, basis: Basis = IDENTITY, size = 1): Scene {
  const move = (p: Vec): Vec => add(scale(apply(basis, p), size), at);
  return {
    faces: s.faces.map((f) => ({
      ...f,
      points: f.points.map(move),
      normal: apply(basis, f.normal),
    })),
    balls: s.balls.map((b) => ({ ...b, centre: move(b.centre), r: b.r * size })),
    glints: s.glints.map((g) => ({ ...g, at: move(g.at), size: g.size * size })),
  };
}

/** A face whose normal points away from `inside`. */
function face(points: Vec[], inside: Vec, surface: Surface): Face {
  let normal = norm(cross(sub(points[1]!, points[0]!), sub(points[2]!, points[0]!)));
  if (dot(normal, sub(centroid(points), inside)) < 0) normal = scale(normal, -1);
  return { points, normal, surface };
}

/** The girdle outline of a cut, in the xz plane, for a stone of half-width 1. */
function outline(cut: Cut, deg: number): [number, number] {
  const [c, s] = [Math.cos(rad(deg)), Math.sin(rad(deg))];
  switch (cut) {
    case 'oval':
      return [c * 0.76, s];
    case 'cushion': {
      const k = 0.55;
      return [Math.sign(c) * Math.abs(c) ** k * 0.96, Math.sign(s) * Math.abs(s) ** k * 0.96];
    }
    case 'pear': {
      // Round at +z (towards the viewer once hung), drawn to a point at -z.
      const z = s < 0 ? s * 1.55 : s;
      const x = s < 0 ? c * (1 + s * 0.55) ** 1.2 : c;
      return [x * 0.78, z * 0.78 + 0.18];
    }
    default:
      return [c, s];
  }
}

/**
 * A brilliant-cut stone of half-width `r` sitting with its girdle on y = 0 and its table up:
 * table, star, kite and upper-girdle facets above, pavilion mains below.
 */
export function stone(gem: StoneGem, cut: Cut, r: number, rnd: () => number): Scene {
  const at = (deg: number, k: number, y: number): Vec => {
    const [x, z] = outline(cut, deg);
    return [x * r * k, y * r, z * r * k];
  };
  const table = Array.from({ length: 8 }, (_, i) => at(i * 45, 0.56, 0.34));
  const star = Array.from({ length: 8 }, (_, i) => at(i * 45 + 22.5, 0.8, 0.2));
  const girdle = Array.from({ length: 16 }, (_, i) => at(i * 22.5, 1, 0));
  const culetY = -0.86 * r;
  const inside: Vec = [0, 0, 0];
  const pick = (part: 'table' | 'crown' | 'pavilion'): Surface => ({
    kind: 'stone',
    gem,
    part,
    jitter: rnd(),
  });
  // Face-up, the table shows the pavilion's facets mirrored back through it: a star of light and
  // dark wedges (a jeweller's "arrows"), never one flat pane.
  const middle = centroid(table);
  const faces: Face[] = table.flatMap((corner, k) => {
    const next = table[(k + 1) % 8]!;
    const half = scale(add(corner, next), 0.5);
    const wedge = (a: Vec, b: Vec, bright: boolean): Face =>
      face([middle, a, b], [middle[0], 0, middle[2]], {
        kind: 'stone',
        gem,
        part: 'table',
        jitter: bright ? 0.55 + rnd() * 0.45 : rnd() * 0.4,
      });
    return [wedge(corner, half, k % 2 === 0), wedge(half, next, k % 2 === 1)];
  });
  for (let k = 0; k < 8; k++) {
    const next = (k + 1) % 8;
    const prev = (k + 7) % 8;
    faces.push(face([table[k]!, table[next]!, star[k]!], inside, pick('crown')));
    faces.push(face([table[k]!, star[prev]!, girdle[2 * k]!, star[k]!], inside, pick('crown')));
    faces.push(face([star[k]!, girdle[2 * k]!, girdle[2 * k + 1]!], inside, pick('crown')));
    faces.push(
      face([star[k]!, girdle[2 * k + 1]!, girdle[(2 * k + 2) % 16]!], inside, pick('crown')),
    );
  }
  const culet: Vec = [0, culetY, cut === 'pear' ? 0.1 * r : 0];
  for (let i = 0; i < 16; i++)
    faces.push(face([girdle[i]!, girdle[(i + 1) % 16]!, culet], inside, pick('pavilion')));
  const glints = [0, 1, 2].map(() => ({
    at: at(rnd() * 360, 0.35 + rnd() * 0.5, 0.3),
    size: r * (0.9 + rnd() * 0.9),
    gem,
  }));
  return { faces, balls: [], glints };
}

/** Girdle points of a cut stone, for claws and halos. */
export function girdlePoint(cut: Cut, r: number, deg: number, k = 1): Vec {
  const [x, z] = outline(cut, deg);
  return [x * r * k, 0, z * r * k];
}

export interface Section {
  /** Along the curve's plane normal. */
  width: number;
  /** Away from the curve's centre line, in its plane. */
  thickness: number;
  /** 2 is a rectangle with round corners (court), 1 a round wire, smaller a flat knife-edge. */
  squareness?: number;
}

/**
 * A profile swept along a curve lying in a plane with normal `axis`: rings, hoops, bangles,
 * bezels and chains. The section may vary along the curve.
 */
export function sweep(
  curve: Vec[],
  axis: Vec,
  section: (i: number) => Section,
  closed = true,
  sides = 12,
): Scene {
  const count = curve.length;
  const rings = curve.map((p, i) => {
    const before = curve[closed ? (i - 1 + count) % count : Math.max(0, i - 1)]!;
    const after = curve[closed ? (i + 1) % count : Math.min(count - 1, i + 1)]!;
    const tangent = norm(sub(after, before));
    const out = norm(cross(tangent, axis));
    const { width, thickness, squareness = 1 } = section(i);
    const e = 2 / (1 + squareness);
    return Array.from({ length: sides }, (_, j) => {
      const a = (j / sides) * Math.PI * 2;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      const u = (Math.sign(c) * Math.abs(c) ** e * width) / 2;
      const v = (Math.sign(s) * Math.abs(s) ** e * thickness) / 2;
      return add(p, add(scale(axis, u), scale(out, v)));
    });
  });
  const faces: Face[] = [];
  const last = closed ? count : count - 1;
  for (let i = 0; i < last; i++) {
    const a = rings[i]!;
    const b = rings[(i + 1) % count]!;
    const middle = scale(add(curve[i]!, curve[(i + 1) % count]!), 0.5);
    for (let j = 0; j < sides; j++) {
      const k = (j + 1) % sides;
      faces.push(face([a[j]!, a[k]!, b[k]!, b[j]!], middle, { kind: 'metal' }));
    }
  }
  return { faces, balls: [], glints: [] };
}

/** Points on an ellipse in the plane spanned by `u` and `v`, from `from` to `to` degrees. */
export function arc(
  centre: Vec,
  u: Vec,
  v: Vec,
  [ru, rv]: [number, number],
  steps: number,
  from = 0,
  to = 360,
): Vec[] {
  const full = Math.abs(to - from) >= 360;
  const n = full ? steps : steps + 1;
  return Array.from({ length: n }, (_, i) => {
    const a = rad(from + ((to - from) * i) / steps);
    return add(centre, add(scale(u, Math.cos(a) * ru), scale(v, Math.sin(a) * rv)));
  });
}

/** A polished metal sphere, fine enough that its reflections read as curved. */
export function metalSphere(r: number, centre: Vec = [0, 0, 0]): Scene {
  const faces: Face[] = [];
  const [rows, cols] = [20, 36];
  const point = (i: number, j: number): Vec => {
    const lat = Math.PI * (i / rows - 0.5);
    const lon = (2 * Math.PI * j) / cols;
    return add(centre, [
      r * Math.cos(lat) * Math.cos(lon),
      r * Math.sin(lat),
      r * Math.cos(lat) * Math.sin(lon),
    ]);
  };
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++)
      faces.push(
        face(
          [point(i, j), point(i, j + 1), point(i + 1, j + 1), point(i + 1, j)].filter(
            (p, k, all) => k === 0 || p.some((v, m) => Math.abs(v - all[k - 1]![m]!) > 1e-9),
          ),
          centre,
          { kind: 'metal' },
        ),
      );
  return { faces: faces.filter((f) => f.points.length >= 3), balls: [], glints: [] };
}

/**
 * A flat charm with a puffed face: `shape` is its outline in the xy plane (facing +z), fanned
 * from `middle`, `depth` thick with the centre raised by `puff`.
 */
export function puffedCharm(shape: [number, number][], depth: number, puff: number): Scene {
  const [mx, my] = [
    shape.reduce((s, p) => s + p[0], 0) / shape.length,
    shape.reduce((s, p) => s + p[1], 0) / shape.length,
  ];
  const inside: Vec = [mx, my, 0];
  const faces: Face[] = [];
  const metal: Surface = { kind: 'metal' };
  for (const side of [1, -1]) {
    const top: Vec = [mx, my, side * (depth / 2 + puff)];
    const ring = shape.map(([x, y]): Vec => [x, y, (side * depth) / 2]);
    const inner = shape.map(([x, y]): Vec => [
      mx + (x - mx) * 0.6,
      my + (y - my) * 0.6,
      side * (depth / 2 + puff * 0.75),
    ]);
    ring.forEach((p, i) => {
      const q = ring[(i + 1) % ring.length]!;
      const pi = inner[i]!;
      const qi = inner[(i + 1) % inner.length]!;
      faces.push(face([p, q, qi, pi], inside, metal));
      faces.push(face([pi, qi, top], inside, metal));
    });
  }
  shape.forEach(([x, y], i) => {
    const [nx, ny] = shape[(i + 1) % shape.length]!;
    faces.push(
      face(
        [
          [x, y, depth / 2],
          [nx, ny, depth / 2],
          [nx, ny, -depth / 2],
          [x, y, -depth / 2],
        ],
        inside,
        metal,
      ),
    );
  });
  return { faces, balls: [], glints: [] };
}
