import { add, cross, norm, scale, sub, type Vec } from './geometry';
import { arc, emptyScene, merge, sweep, type Scene } from './meshes';

/** Points every `step` millimetres along a polyline, with the direction of travel there. */
export function walk(curve: Vec[], step: number): { at: Vec; along: Vec }[] {
  const out: { at: Vec; along: Vec }[] = [];
  let carried = 0;
  for (let i = 0; i + 1 < curve.length; i++) {
    const [a, b] = [curve[i]!, curve[i + 1]!];
    const length = Math.hypot(...sub(b, a));
    const along = norm(sub(b, a));
    for (let d = carried; d < length; d += step) out.push({ at: add(a, scale(along, d)), along });
    carried = (((carried - length) % step) + step) % step;
  }
  return out;
}

/** A cubic Bézier sampled into a polyline. */
export function bezier(p0: Vec, p1: Vec, p2: Vec, p3: Vec, steps = 48): Vec[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const k = [(1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3];
    return [p0, p1, p2, p3].reduce<Vec>((sum, p, j) => add(sum, scale(p, k[j]!)), [0, 0, 0]);
  });
}

export type ChainStyle = 'belcher' | 'curb' | 'trace';

/**
 * Oval links along a curve, alternately flat to `facing` (the surface the chain lies on) and on
 * edge, as a cable chain lies; a curb chain's links all lie flat, each a little turned.
 */
export function chain(
  curve: Vec[],
  link: number,
  wire: number,
  facing: Vec,
  style: ChainStyle,
): Scene {
  const scene = emptyScene();
  walk(curve, link * 0.78).forEach(({ at, along }, i) => {
    const side = norm(cross(facing, along));
    const flat = style === 'curb' || i % 2 === 0;
    const across = flat ? side : facing;
    const turn = style === 'curb' ? (i % 2 ? 0.35 : -0.35) : 0;
    const axis = norm(add(cross(along, across), scale(across, turn)));
    const ring = arc(at, along, across, [link / 2, link * (style === 'curb' ? 0.38 : 0.32)], 10);
    merge(
      scene,
      sweep(ring, axis, () => ({ width: wire, thickness: wire }), true, 5),
    );
  });
  return scene;
}
