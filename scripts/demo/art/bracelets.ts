import { add, alignUp, compose, rotX, rotY, type Vec } from './geometry';
import { chain } from './chains';
import {
  arc,
  emptyScene,
  merge,
  metalSphere,
  place,
  puffedCharm,
  stone,
  sweep,
  type Scene,
} from './meshes';
import { rail, stonesAlongBand } from './settings';
import type { CharmShape, JewelArt, Shots } from './types';

const UP: Vec = [0, 1, 0];

/** Standing at 3/4 like a ring, then lying flat. */
export function bangle(art: JewelArt, rnd: () => number): Shots {
  const radius = 31;
  const wire = art.width ?? 4;
  const centre: Vec = [0, radius + wire / 2, 0];
  const curve = arc(centre, [1, 0, 0], [0, 1, 0], [radius, radius * 0.93], 200);
  const scene = sweep(
    curve,
    [0, 0, 1],
    () => ({ width: wire * 1.1, thickness: wire * 0.85, squareness: 1.3 }),
    true,
    18,
  );
  if (art.gem !== 'none' && art.gem !== 'pearl') {
    const stones = stonesAlongBand(
      [0, 0, 0],
      radius * 0.93 + wire * 0.1,
      62,
      118,
      wire * 0.36,
      art.gem,
      rnd,
      1.2,
    );
    merge(scene, place(stones, centre));
  }
  return [
    { scene, camera: { yaw: 40, pitch: 16 }, box: [130, 150, 540, 500] },
    {
      // Laid down with its stones on the near side, facing up into the light.
      scene: place(scene, [0, 0, 0], compose(rotY(180), rotX(-90))),
      camera: { yaw: 10, pitch: 48 },
      box: [100, 170, 600, 460],
    },
  ];
}

/** An oval loop lying on the paper, with a little slack in it. */
function loop(rx: number, rz: number, y: number, steps: number, wobble: () => number): Vec[] {
  const bend = [wobble(), wobble(), wobble()];
  return Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * Math.PI * 2;
    const k = 1 + 0.05 * Math.sin(2 * a + bend[0]! * 6) + 0.03 * Math.sin(3 * a + bend[1]! * 6);
    return [Math.cos(a) * rx * k, y, Math.sin(a) * rz * k] as Vec;
  });
}

export function tennis(art: JewelArt, rnd: () => number): Shots {
  const gem = art.gem === 'none' || art.gem === 'pearl' ? 'diamond' : art.gem;
  const r = art.size ?? 1.6;
  const scene = emptyScene();
  const path = loop(30, 21, r * 0.9, 96, rnd);
  merge(
    scene,
    sweep(path, UP, () => ({ width: r * 1.2, thickness: r * 1.6, squareness: 2 }), true, 6),
  );
  const count = 46;
  for (let i = 0; i < count; i++) {
    const at = path[Math.floor((i * path.length) / count)]!;
    const out = add(at, [0, 0, 0]);
    const tilt: Vec = [out[0] * 0.01, 1, out[2] * 0.012];
    const setting = merge(stone(gem, 'round', r, rnd), rail('round', r * 1.02, -r * 0.15, r * 0.3));
    for (const deg of [45, 135, 225, 315]) {
      const a = (deg * Math.PI) / 180;
      setting.balls.push({
        centre: [Math.cos(a) * r * 0.98, r * 0.12, Math.sin(a) * r * 0.98],
        r: r * 0.2,
        material: 'metal',
      });
    }
    if (i % 3) setting.glints = [];
    merge(scene, place(setting, add(at, [0, r * 0.7, 0]), alignUp(tilt, i * 17)));
  }
  return [
    { scene, camera: { yaw: 8, pitch: 38 }, box: [90, 200, 620, 400] },
    { scene, camera: { yaw: -25, pitch: 62 }, box: [-300, -450, 1400, 1250], defocus: 0.45 },
  ];
}

const SHAPES: Record<Exclude<CharmShape, 'stone'>, [number, number][]> = {
  heart: Array.from({ length: 40 }, (_, i) => {
    const t = (i / 40) * Math.PI * 2;
    return [
      16 * Math.sin(t) ** 3 * 0.3,
      (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) * 0.3,
    ];
  }),
  star: Array.from({ length: 10 }, (_, i) => {
    const a = (i * 36 - 90) * (Math.PI / 180);
    const k = i % 2 ? 2.2 : 5.2;
    return [Math.cos(a) * k, -Math.sin(a) * k];
  }),
  moon: [
    ...Array.from({ length: 20 }, (_, i): [number, number] => {
      const a = ((40 + (i * 280) / 19) * Math.PI) / 180;
      return [Math.cos(a) * 5, Math.sin(a) * 5];
    }),
    ...Array.from({ length: 20 }, (_, i): [number, number] => {
      const a = ((320 - (i * 280) / 19) * Math.PI) / 180;
      return [2.6 + Math.cos(a) * 4.2, Math.sin(a) * 4.2];
    }),
  ],
  disc: Array.from({ length: 32 }, (_, i) => {
    const a = (i / 32) * Math.PI * 2;
    return [Math.cos(a) * 4.6, Math.sin(a) * 4.6];
  }),
};

function charm(shape: CharmShape, art: JewelArt, rnd: () => number): Scene {
  if (shape !== 'stone') return puffedCharm(SHAPES[shape], 1.2, 0.9);
  const gem = art.gem === 'none' || art.gem === 'pearl' ? 'diamond' : art.gem;
  const disc = puffedCharm(
    SHAPES.disc.map(([x, y]) => [x * 0.75, y * 0.75]),
    1.4,
    0.2,
  );
  return merge(disc, place(stone(gem, 'round', 2.6, rnd), [0, 0, 1.2], rotX(90)));
}

export function charmBracelet(art: JewelArt, rnd: () => number): Shots {
  const scene = emptyScene();
  const path = loop(29, 22, 0.7, 160, rnd);
  merge(scene, chain([...path, path[0]!], 3, 0.75, UP, 'belcher'));
  const charms = art.charms ?? ['heart', 'star', 'moon'];
  charms.forEach((shape, i) => {
    const at =
      path[Math.floor(((0.15 + (i * 0.7) / Math.max(1, charms.length - 1)) * path.length) / 2)]!;
    const out: Vec = [at[0] * 0.22, 0, at[2] * 0.3];
    const hang = add(at, out);
    merge(scene, metalSphere(0.9, add(at, [out[0] * 0.35, 0.4, out[2] * 0.35])));
    const faceUp = place(charm(shape, art, rnd), [0, 0, 0], rotX(-90));
    merge(scene, place(faceUp, add(hang, [0, 1.1, 0]), alignUp(UP, (rnd() - 0.5) * 50)));
  });
  return [
    { scene, camera: { yaw: 0, pitch: 42 }, box: [90, 170, 620, 460] },
    { scene, camera: { yaw: 30, pitch: 60 }, box: [-300, -450, 1400, 1250], defocus: 0.45 },
  ];
}
