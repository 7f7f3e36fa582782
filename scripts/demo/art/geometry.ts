/** Small 3D vector maths for the demo picture renderer: millimetres, y up, camera looking down -z. */
export type Vec = [number, number, number];

export const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec, s: number): Vec => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const norm = (a: Vec): Vec => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};
export const centroid = (points: Vec[]): Vec =>
  scale(
    points.reduce((sum, p) => add(sum, p), [0, 0, 0]),
    1 / points.length,
  );
export const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Rows of a 3×3 rotation; `apply` maps a local point into the parent frame. */
export type Basis = [Vec, Vec, Vec];
export const IDENTITY: Basis = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];
export const apply = (m: Basis, p: Vec): Vec => [dot(m[0], p), dot(m[1], p), dot(m[2], p)];
export function compose(outer: Basis, inner: Basis): Basis {
  const column = (i: 0 | 1 | 2): Vec => [inner[0][i], inner[1][i], inner[2][i]];
  return outer.map((row) => [
    dot(row, column(0)),
    dot(row, column(1)),
    dot(row, column(2)),
  ]) as Basis;
}
export function rotX(deg: number): Basis {
  const [c, s] = [Math.cos(rad(deg)), Math.sin(rad(deg))];
  return [
    [1, 0, 0],
    [0, c, -s],
    [0, s, c],
  ];
}
export function rotY(deg: number): Basis {
  const [c, s] = [Math.cos(rad(deg)), Math.sin(rad(deg))];
  return [
    [c, 0, s],
    [0, 1, 0],
    [-s, 0, c],
  ];
}
export function rotZ(deg: number): Basis {
  const [c, s] = [Math.cos(rad(deg)), Math.sin(rad(deg))];
  return [
    [c, -s, 0],
    [s, c, 0],
    [0, 0, 1],
  ];
}
/** A rotation taking local +y onto `up`: how a stone is seated on a curved surface. */
export function alignUp(up: Vec, spin = 0): Basis {
  const y = norm(up);
  const helper: Vec = Math.abs(y[1]) > 0.9 ? [1, 0, 0] : [0, 1, 0];
  const x = norm(cross(helper, y));
  const z = cross(x, y);
  // Columns are the images of the local axes.
  const m: Basis = [
    [x[0], y[0], z[0]],
    [x[1], y[1], z[1]],
    [x[2], y[2], z[2]],
  ];
  return compose(m, rotY(spin));
}

/** Seeded pseudo-random numbers, so every picture of a product shows the same piece. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
