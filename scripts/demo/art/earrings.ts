import { rotY, type Vec } from './geometry';
import { arc, emptyScene, merge, metalSphere, place, sweep, type Scene } from './meshes';
import { bezelStone } from './necklaces';
import { clawSet, stonesAlongBand } from './settings';
import type { JewelArt, Shots } from './types';

/** A pair laid on the paper, seen from above at an angle, then one of them close up. */
function pair(
  one: (rnd: () => number) => Scene,
  rnd: () => number,
  gap: number,
  flat = true,
): Shots {
  const left = place(one(rnd), [-gap / 2, 0, 0], rotY(14));
  const right = place(one(rnd), [gap / 2, 0, flat ? 1.5 : -3], rotY(flat ? -8 : -28));
  const both = merge(emptyScene(), left, right);
  const single = place(one(rnd), [0, 0, 0], rotY(flat ? 30 : 55));
  return [
    { scene: both, camera: { yaw: 0, pitch: flat ? 52 : 14 }, box: [110, 190, 580, 420] },
    { scene: single, camera: { yaw: 0, pitch: flat ? 36 : 22 }, box: [200, 150, 400, 500] },
  ];
}

function stoneGem(art: JewelArt) {
  return art.gem === 'none' || art.gem === 'pearl' ? null : art.gem;
}

export function stud(art: JewelArt, rnd: () => number): Shots {
  const r = art.size ?? 2.6;
  const gem = stoneGem(art);
  const one = (random: () => number): Scene => {
    if (art.gem === 'pearl')
      return { faces: [], balls: [{ centre: [0, r, 0], r, material: 'pearl' }], glints: [] };
    // A mesh ball mirrors the studio (and is polished smooth), so it reads round, not as a disc.
    if (!gem) return metalSphere(r, [0, r, 0]);
    return place(clawSet({ gem, cut: 'round', r, claws: 4 }, random, r * 0.9), [0, r * 1.05, 0]);
  };
  return pair(one, rnd, r * 4.2);
}

export function hoop(art: JewelArt, rnd: () => number): Shots {
  const radius = art.size ?? 8;
  const wire = art.width ?? 1.6;
  const gem = stoneGem(art);
  const one = (random: () => number): Scene => {
    const centre: Vec = [0, radius + wire / 2, 0];
    const curve = arc(centre, [1, 0, 0], [0, 1, 0], [radius, radius], 160);
    const scene = sweep(
      curve,
      [0, 0, 1],
      () => ({ width: wire * 1.25, thickness: wire, squareness: 1.4 }),
      true,
      14,
    );
    if (gem)
      merge(
        scene,
        place(
          stonesAlongBand([0, 0, 0], radius + wire * 0.2, 200, 340, wire * 0.36, gem, random, 1.2),
          centre,
        ),
      );
    return scene;
  };
  return pair(one, rnd, radius * 2.7, false);
}

export function drop(art: JewelArt, rnd: () => number): Shots {
  const r = art.size ?? 2.8;
  const gem = stoneGem(art);
  const accent = art.accent === 'none' || art.accent === 'pearl' ? null : (art.accent ?? 'diamond');
  const one = (random: () => number): Scene => {
    const scene = emptyScene();
    const length = r * 2.1;
    // Laid flat: the stud at the back (-z), the drop's point towards it.
    const studAt: Vec = [0, 1.4, -length - 3.2];
    if (accent && art.gem !== 'pearl')
      merge(
        scene,
        place(clawSet({ gem: accent, cut: 'round', r: 1.3, claws: 4 }, random, 1.1), studAt),
      );
    else merge(scene, metalSphere(1.5, studAt));
    const link = [studAt, [0, 0.6, -length * 0.55] as Vec];
    merge(
      scene,
      sweep(link, [1, 0, 0], () => ({ width: 0.6, thickness: 0.6 }), false, 6),
    );
    if (art.gem === 'pearl') {
      merge(scene, metalSphere(0.9, [0, 1.2, -r * 1.05]));
      scene.balls.push({ centre: [0, r, 0], r, material: 'pearl' });
    } else if (gem) merge(scene, place(bezelStone(gem, 'pear', r, random), [0, r * 0.9, 0]));
    return scene;
  };
  return pair(one, rnd, r * 4.2);
}
