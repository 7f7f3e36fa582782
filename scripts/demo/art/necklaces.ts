import { rotX, type Vec } from './geometry';
import { bezier, chain, walk } from './chains';
import {
  emptyScene,
  girdlePoint,
  merge,
  metalSphere,
  place,
  stone,
  sweep,
  type Scene,
} from './meshes';
import { clawSet, halo } from './settings';
import type { JewelArt, Shot, Shots } from './types';

const FACING: Vec = [0, 0, 1];
/** Stones face the camera: their local up (table) turned to +z, a pear's point to +y. */
const FACE_ON = rotX(90);
const PX_PER_MM = 6.4;

/** Worn on the bust, then a close-up of the front of the piece. */
function onBust(scene: Scene, focus: [number, number]): Shots {
  const shot = (zoom: number, [fx, fy]: [number, number], defocus?: number): Shot => ({
    scene,
    camera: { yaw: 0, pitch: 0 },
    defocus,
    box: [0, 0, 800, 800],
    bust: {
      pxPerMm: PX_PER_MM,
      zoom,
      x: 400 - fx * PX_PER_MM * zoom,
      y: 420 + fy * PX_PER_MM * zoom,
    },
  });
  // The close-up is focused on the front; the neck above it is further from the lens.
  return [shot(1.3, [0, -30]), shot(2.2, focus, 0.4)];
}

/**
 * One side of a chain from behind the neck down to `bottom`, mirrored for the other side. It
 * starts inside the neck's outline, where the bust's neck edge is drawn over it.
 */
function drape(spread: number, bottom: number, z = 2): Vec[] {
  const left = bezier(
    [-21.5, 10, z],
    [-spread, -bottom * 0.45, z],
    [-spread * 0.45, -bottom, z],
    [0, -bottom, z],
  );
  return [
    ...left,
    ...[...left]
      .reverse()
      .map(([x, y]): Vec => [-x, y, z])
      .slice(1),
  ];
}

export function necklace(art: JewelArt, rnd: () => number): Shots {
  const scene = emptyScene();
  const style = art.setting === 'layered' ? 'curb' : 'belcher';
  merge(scene, chain(drape(34, 44), 2.3, 0.55, FACING, style));
  if (art.setting === 'layered') merge(scene, chain(drape(40, 62, 2.5), 2.3, 0.55, FACING, style));
  let focus: [number, number] = [0, -44];
  if (art.setting === 'station') {
    merge(scene, chain(drape(36, 52), 1.5, 0.35, FACING, 'trace'));
    for (const { at } of walk(drape(36, 52), 9).slice(1))
      scene.balls.push({ centre: [at[0], at[1], 3], r: 0.9, material: 'metal' });
    if (art.gem !== 'none' && art.gem !== 'pearl') {
      const r = art.size ?? 2.4;
      merge(scene, place(bezelStone(art.gem, 'round', r, rnd), [0, -52, 3.5], FACE_ON));
    }
    focus = [0, -52];
  }
  return onBust(scene, focus);
}

export function pendant(art: JewelArt, rnd: () => number): Shots {
  const scene = emptyScene();
  const bottom = 46;
  merge(scene, chain(drape(32, bottom), 1.5, 0.36, FACING, 'trace'));
  const r = (art.size ?? 3) * 1.3;
  const bail = bezier(
    [0, -bottom + 1, 2.5],
    [-1.6, -bottom - 1.5, 3.5],
    [-1.2, -bottom - 3.5, 3.5],
    [0, -bottom - 4, 3.5],
    10,
  );
  merge(
    scene,
    sweep(
      [
        ...bail,
        ...[...bail]
          .reverse()
          .map(([x, y, z]): Vec => [-x, y, z])
          .slice(1),
      ],
      FACING,
      () => ({ width: 0.8, thickness: 0.8 }),
      false,
      6,
    ),
  );
  const top = -bottom - 4;
  if (art.gem === 'pearl') {
    merge(scene, metalSphere(1.3, [0, top - 0.6, 4]));
    scene.balls.push({ centre: [0, top - 1.2 - r, 4.5], r, material: 'pearl' });
    return onBust(scene, [0, top - r]);
  }
  if (art.gem === 'none') return onBust(scene, [0, top]);
  const cut = art.cut ?? 'round';
  const accent = art.accent === 'none' || art.accent === 'pearl' ? undefined : art.accent;
  const head =
    cut === 'pear'
      ? bezelStone(art.gem, 'pear', r, rnd)
      : clawSet({ gem: art.gem, cut, r, claws: 4 }, rnd, r * 0.5);
  if (art.setting === 'halo' && cut !== 'pear')
    merge(head, halo(cut, r, Math.max(0.5, r * 0.17), accent ?? 'diamond', rnd, -r * 0.12));
  const reach = cut === 'pear' ? r * 1.35 : art.setting === 'halo' ? r * 1.45 : r * 1.1;
  merge(scene, place(head, [0, top - reach, 4], FACE_ON));
  return onBust(scene, [0, top - reach]);
}

export function choker(art: JewelArt, rnd: () => number): Shots {
  const scene = emptyScene();
  const curve = drape(30, 16, 3);
  if (art.gem === 'pearl') {
    const r = art.size ?? 2.2;
    for (const { at } of walk(curve, r * 2.05))
      scene.balls.push({ centre: [at[0], at[1], 4], r, material: 'pearl' });
    return onBust(scene, [0, -16]);
  }
  if (art.setting === 'torc') {
    const half = bezier([-21.5, 10, 3], [-31, -8, 3], [-18, -18, 3], [-5, -18, 3]);
    for (const side of [1, -1]) {
      const wire = half.map(([x, y, z]): Vec => [side * x, y, z]);
      merge(
        scene,
        sweep(wire, FACING, () => ({ width: 2.6, thickness: 2.6 }), false, 14),
      );
      scene.balls.push({ centre: [side * -5, -18, 4], r: 2, material: 'metal' });
    }
    return onBust(scene, [0, -16]);
  }
  merge(
    scene,
    sweep(curve, FACING, () => ({ width: 0.9, thickness: 3.6, squareness: 2 }), false, 10),
  );
  if (art.gem !== 'none') {
    const r = art.size ?? 3;
    merge(
      scene,
      place(
        clawSet({ gem: art.gem, cut: 'round', r, claws: 4 }, rnd, r * 0.5),
        [0, -18.5, 4],
        FACE_ON,
      ),
    );
    for (const side of [-1, 1])
      for (const [i, dx] of [6.5, 11].entries()) {
        const small = r * (0.6 - i * 0.12);
        merge(
          scene,
          place(
            clawSet({ gem: art.gem, cut: 'round', r: small, claws: 4 }, rnd, small * 0.5),
            [side * dx, -16.5 + i * 2.4, 4],
            FACE_ON,
          ),
        );
      }
  }
  return onBust(scene, [0, -16]);
}

/** A stone in a smooth rim of metal that follows its outline (a bezel). */
export function bezelStone(
  gem: Exclude<JewelArt['gem'], 'none' | 'pearl'>,
  cut: 'round' | 'pear',
  r: number,
  rnd: () => number,
): Scene {
  const rim = Array.from({ length: 48 }, (_, i) => {
    const p = girdlePoint(cut, r, i * 7.5, 1.06);
    return [p[0], -r * 0.1, p[2]] as Vec;
  });
  return merge(
    stone(gem, cut, r, rnd),
    sweep(rim, [0, 1, 0], () => ({ width: r * 0.45, thickness: r * 0.16 }), true, 8),
  );
}
