import { alignUp, rotX, rotZ, type Vec } from './geometry';
import { arc, emptyScene, merge, metalSphere, place, sweep, type Scene } from './meshes';
import { clawSet, halo, pave, stonesAlongBand } from './settings';
import type { JewelArt, Shots } from './types';

const INNER = 8.6;

/** A ring standing on its edge: 3/4 view, then looking down onto the stone. */
export function ring(art: JewelArt, rnd: () => number): Shots {
  const scene = ringScene(art, rnd);
  return [
    { scene, camera: { yaw: 42, pitch: 26 }, box: [120, 80, 560, 630] },
    { scene, camera: { yaw: 18, pitch: 58 }, box: [100, 110, 600, 560], defocus: 0.3 },
  ];
}

/** A plain or stone-set band: standing at 3/4, then lying flat seen from above. */
export function band(art: JewelArt, rnd: () => number): Shots {
  const scene = ringScene(art, rnd);
  const flat = place(scene, [0, 0, 0], rotX(-90));
  return [
    { scene, camera: { yaw: 48, pitch: 16 }, box: [140, 150, 520, 480] },
    { scene: flat, camera: { yaw: 20, pitch: 50 }, box: [130, 170, 540, 440], defocus: 0.3 },
  ];
}

function ringScene(art: JewelArt, rnd: () => number): Scene {
  const setting = art.setting ?? 'solitaire';
  const width = art.width ?? 2.2;
  const thickness = Math.max(1.3, width * 0.55);
  const centre: Vec = [0, INNER + thickness / 2, 0];
  const radius = INNER + thickness / 2;
  const top = centre[1] + radius + thickness / 2;
  const hasHead = art.kind === 'ring' && setting !== 'twist';
  // Shanks taper towards a head; bands keep their width all round.
  const taper = (deg: number): number =>
    hasHead ? 1 - 0.35 * Math.max(0, Math.sin((deg * Math.PI) / 180)) : 1;
  const scene = emptyScene();

  if (setting === 'twist') {
    merge(scene, twist(centre, radius, width, art, rnd));
  } else {
    const steps = 240;
    const curve = arc(centre, [1, 0, 0], [0, 1, 0], [radius, radius], steps);
    merge(
      scene,
      sweep(
        curve,
        [0, 0, 1],
        (i) => ({
          width: width * taper((i * 360) / steps),
          thickness,
          squareness: art.kind === 'band' ? 2.4 : 1.8,
        }),
        true,
        24,
      ),
    );
  }

  const outer = radius + thickness / 2;
  const stoneGem = art.gem === 'none' || art.gem === 'pearl' ? null : art.gem;
  const accent = art.accent === 'none' || art.accent === 'pearl' ? null : art.accent;
  if (setting === 'milgrain') {
    for (const z of [-width / 2 + 0.15, width / 2 - 0.15]) {
      for (let deg = 0; deg < 360; deg += 3.2) {
        const a = (deg * Math.PI) / 180;
        scene.balls.push({
          centre: [centre[0] + Math.cos(a) * outer, centre[1] + Math.sin(a) * outer, z],
          r: 0.17,
          material: 'metal',
        });
      }
    }
  }
  if (setting === 'eternity' && stoneGem)
    merge(scene, stonesAlongBand(centre, outer - 0.15, 0, 360, width * 0.36, stoneGem, rnd));
  if (setting === 'pave' && (accent ?? stoneGem))
    merge(
      scene,
      stonesAlongBand(centre, outer - 0.1, 125, 55, width * 0.3, (accent ?? stoneGem)!, rnd),
    );
  if (art.kind !== 'ring' || setting === 'twist') return scene;

  if (art.gem === 'pearl') {
    const r = art.size ?? 3;
    merge(scene, metalSphere(0.9, [0, top + 0.4, 0]));
    scene.balls.push({ centre: [0, top + r * 0.95, 0], r, material: 'pearl' });
    return scene;
  }
  if (!stoneGem) return scene;

  const r = (art.size ?? 2.6) * 1.15;
  const cut = art.cut ?? 'round';
  const lift = setting === 'cocktail' ? 2.2 : 0.7;
  const girdle = top + r * 0.86 + lift;
  const head = clawSet({ gem: stoneGem, cut, r, claws: art.claws ?? 4 }, rnd, girdle - top + 0.4);
  merge(scene, place(head, [0, girdle, 0]));
  if (setting === 'halo' || setting === 'double-halo') {
    const small = Math.max(0.45, r * 0.16);
    merge(scene, place(halo(cut, r, small, accent ?? 'diamond', rnd, -r * 0.12), [0, girdle, 0]));
    if (setting === 'double-halo')
      merge(
        scene,
        place(halo(cut, r + small * 2.3, small, accent ?? 'diamond', rnd, -r * 0.2), [
          0,
          girdle,
          0,
        ]),
      );
  }
  if (setting === 'three-stone') {
    const side = r * 0.62;
    for (const s of [-1, 1]) {
      const at: Vec = [s * (r * 0.95 + side * 1.05), girdle - r * 0.3, 0];
      const tilt = rotZ(-s * 18);
      const seat = clawSet({ gem: accent ?? 'diamond', cut: 'round', r: side, claws: 4 }, rnd);
      merge(scene, place(seat, at, tilt));
    }
  }
  return scene;
}

/** Two strands crossing over each other round the finger, one set with pavé stones. */
function twist(
  centre: Vec,
  radius: number,
  width: number,
  art: JewelArt,
  rnd: () => number,
): Scene {
  const scene = emptyScene();
  const steps = 120;
  const wire = width * 0.42;
  for (const side of [1, -1]) {
    const curve = Array.from({ length: steps }, (_, i): Vec => {
      const a = (i / steps) * Math.PI * 2;
      const z = side * width * 0.3 * Math.sin(a * 3);
      return [centre[0] + Math.cos(a) * radius, centre[1] + Math.sin(a) * radius, z];
    });
    merge(
      scene,
      sweep(curve, [0, 0, 1], () => ({ width: wire, thickness: wire * 1.1 }), true, 10),
    );
    const gem = art.gem;
    if (side === -1 && gem !== 'none' && gem !== 'pearl') {
      curve.forEach((p, i) => {
        const deg = (i / steps) * 360;
        if (i % 4 !== 0 || deg < 30 || deg > 150) return;
        const out: Vec = [p[0] - centre[0], p[1] - centre[1], 0];
        const at: Vec = [p[0] + out[0] * 0.05, p[1] + out[1] * 0.05, p[2]];
        merge(scene, place(pave(gem, wire * 0.42, rnd), at, alignUp(out)));
      });
    }
  }
  return scene;
}
