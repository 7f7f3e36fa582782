import { add, alignUp, type Vec } from './geometry';
import {
  arc,
  emptyScene,
  girdlePoint,
  merge,
  place,
  stone,
  sweep,
  type Cut,
  type Scene,
  type StoneGem,
} from './meshes';

export interface StoneSpec {
  gem: StoneGem;
  cut: Cut;
  /** Half-width in millimetres. */
  r: number;
  claws: number;
}

/**
 * A stone held by claws that rise from `drop` millimetres below its girdle, over the girdle and
 * onto the crown, with a gallery rail under it. Girdle at the origin, table up (+y).
 */
export function clawSet(spec: StoneSpec, rnd: () => number, drop = spec.r * 1.1): Scene {
  const { r, cut, claws } = spec;
  const wire = Math.max(0.4, r * 0.2);
  const scene = stone(spec.gem, cut, r, rnd);
  const start = claws === 4 ? 45 : 0;
  for (let k = 0; k < claws; k++) {
    const deg = start + (360 / claws) * k;
    const at = (reach: number, y: number): Vec => {
      const p = girdlePoint(cut, r, deg, reach);
      return [p[0], y, p[2]];
    };
    const curve = [at(0.35, -drop), at(0.8, -r * 0.55), at(1.06, -r * 0.08), at(0.97, r * 0.22)];
    merge(
      scene,
      sweep(curve, tangentAxis(curve), () => ({ width: wire, thickness: wire }), false, 8),
    );
    scene.balls.push({ centre: at(0.95, r * 0.24), r: wire * 0.62, material: 'metal' });
  }
  merge(scene, rail(cut, r * 0.72, -r * 0.5, wire * 0.9));
  return scene;
}

/** The axis a claw bends about: across its own plane. */
function tangentAxis(curve: Vec[]): Vec {
  const [a, b] = [curve[0]!, curve[curve.length - 1]!];
  const flat: Vec = [b[0] - a[0], 0, b[2] - a[2]];
  const length = Math.hypot(flat[0], flat[2]) || 1;
  return [-flat[2] / length, 0, flat[0] / length];
}

/** A thin metal ring following a cut's outline at height `y`. */
export function rail(cut: Cut, r: number, y: number, wire: number): Scene {
  const curve = Array.from({ length: 24 }, (_, i) => {
    const p = girdlePoint(cut, r, i * 15);
    return [p[0], y, p[2]] as Vec;
  });
  return sweep(curve, [0, 1, 0], () => ({ width: wire, thickness: wire }), true, 6);
}

/** A small stone in a rubbed-over rim, as pavé and halo stones look from a metre away. */
export function pave(gem: StoneGem, r: number, rnd: () => number): Scene {
  const scene = stone(gem, 'round', r, rnd);
  // Most small stones catch a light: it is how pavé reads from a metre away.
  scene.glints = rnd() < 0.6 ? scene.glints.slice(0, 1).map((g) => ({ ...g, size: r * 0.9 })) : [];
  return merge(scene, rail('round', r * 1.08, -r * 0.1, r * 0.34));
}

/** Halo stones round a centre stone's outline, `gap` millimetres out, with their rim of metal. */
export function halo(
  cut: Cut,
  r: number,
  small: number,
  gem: StoneGem,
  rnd: () => number,
  y = 0,
): Scene {
  const scene = emptyScene();
  const reach = r + small * 1.15;
  const perimeter = Array.from({ length: 72 }, (_, i) => girdlePoint(cut, reach, i * 5)).reduce(
    (sum, p, i, all) => {
      const q = all[(i + 1) % all.length]!;
      return sum + Math.hypot(q[0] - p[0], q[2] - p[2]);
    },
    0,
  );
  const count = Math.max(10, Math.floor(perimeter / (small * 2.2)));
  for (let i = 0; i < count; i++) {
    const p = girdlePoint(cut, r, (i * 360) / count, reach / r);
    merge(scene, place(pave(gem, small, rnd), add(p, [0, y, 0])));
  }
  const frame = Array.from({ length: 36 }, (_, i) => {
    const p = girdlePoint(cut, r, i * 10, reach / r);
    return add(p, [0, y - small * 0.45, 0]);
  });
  return merge(
    scene,
    sweep(frame, [0, 1, 0], () => ({ width: small * 2.4, thickness: small * 0.6 }), true, 8),
  );
}

/** Stones along a ring's outer surface between two angles (degrees, 90 = top). */
export function stonesAlongBand(
  centre: Vec,
  radius: number,
  from: number,
  to: number,
  r: number,
  gem: StoneGem,
  rnd: () => number,
  /** Tilts each stone this far towards +z, onto a hoop's or bangle's front face. */
  front = 0,
  /** A bead of metal between each two stones on both edges: the claws they share. */
  sharedClaws = false,
): Scene {
  const scene = emptyScene();
  const step = ((r * 2.25) / radius) * (180 / Math.PI);
  const count = Math.max(1, Math.floor(Math.abs(to - from) / step) + 1);
  for (let i = 0; i < count; i++) {
    const deg = from + (to - from === 360 ? i * (360 / count) : i * step * Math.sign(to - from));
    const [p] = arc(centre, [1, 0, 0], [0, 1, 0], [radius, radius], 1, deg, deg + 1);
    const outward: Vec = [p![0] - centre[0], p![1] - centre[1], p![2] - centre[2]];
    const up: Vec = [outward[0], outward[1], Math.hypot(outward[0], outward[1]) * front];
    const lift: Vec = [0, 0, front * r * 1.2];
    merge(scene, place(pave(gem, r, rnd), add(p!, lift), alignUp(up)));
    if (sharedClaws) {
      const between = ((deg + 180 / count) * Math.PI) / 180;
      const [c, s] = [Math.cos(between), Math.sin(between)];
      for (const z of [-r * 1.05, r * 1.05])
        scene.balls.push({
          centre: [centre[0] + c * (radius + r * 0.15), centre[1] + s * (radius + r * 0.15), z],
          r: r * 0.28,
          material: 'metal',
        });
    }
  }
  return scene;
}
