import { add, alignUp, rotX, rotZ, scale, type Vec } from './geometry';
import { arc, emptyScene, merge, metalSphere, place, stone, sweep, type Scene } from './meshes';
import { bezelStone } from './necklaces';
import { clawSet, halo, pave, rail, stonesAlongBand } from './settings';
import type { JewelArt, Shot, Shots } from './types';
import { smooth, type Camera } from './render';

const INNER = 8.6;

/**
 * The ring models a demo ring is drawn as. Each is photographed from the two angles that show
 * what sets it apart: a solitaire's raised claws in profile, a halo and a signet face up, a
 * three-stone's stones side by side, an eternity band's stones all round.
 */
type Model =
  | 'solitaire'
  | 'bezel'
  | 'halo'
  | 'three-stone'
  | 'cocktail'
  | 'signet'
  | 'eternity'
  | 'twist'
  | 'pearl'
  | 'band';

interface Angle {
  camera: Camera;
  closeUp?: Shot['closeUp'];
  /** Lying on its side on the paper instead of standing on its edge. */
  lying?: boolean;
  defocus?: number;
}

const HERO: Angle = { camera: { yaw: 38, pitch: 22 } };
const PROFILE: Angle = { camera: { yaw: 6, pitch: 7 } };
/** Looking down onto the stone's table, the shank running away from the lens. */
const FACE_UP: Angle = { camera: { yaw: 72, pitch: 56 }, defocus: 0.3 };
/** A small head seen close, from a little above: the rest of the ring leaves the frame. */
const CLOSE_UP: Angle = { camera: { yaw: 26, pitch: 30 }, closeUp: { zoom: 2, at: [400, 60] } };
const ANGLES: Record<Model, [Angle, Angle]> = {
  solitaire: [HERO, PROFILE],
  bezel: [{ camera: { yaw: 30, pitch: 30 } }, { camera: { yaw: 16, pitch: 58 }, lying: true }],
  halo: [FACE_UP, { camera: { yaw: 28, pitch: 30 } }],
  'three-stone': [{ camera: { yaw: 4, pitch: 38 } }, { camera: { yaw: 40, pitch: 16 } }],
  cocktail: [HERO, FACE_UP],
  signet: [{ camera: { yaw: 58, pitch: 40 } }, { camera: { yaw: 10, pitch: 12 } }],
  eternity: [{ camera: { yaw: 14, pitch: 52 }, lying: true }, { camera: { yaw: 34, pitch: 14 } }],
  twist: [{ camera: { yaw: 20, pitch: 50 }, lying: true }, { camera: { yaw: 40, pitch: 18 } }],
  pearl: [{ camera: { yaw: 34, pitch: 18 } }, PROFILE],
  band: [{ camera: { yaw: 48, pitch: 16 } }, { camera: { yaw: 20, pitch: 50 }, lying: true }],
};

function modelOf(art: JewelArt): Model {
  if (art.kind === 'band') return art.setting === 'eternity' ? 'eternity' : 'band';
  if (art.gem === 'pearl') return 'pearl';
  switch (art.setting) {
    case 'halo':
    case 'double-halo':
      return 'halo';
    case 'three-stone':
    case 'cocktail':
    case 'signet':
    case 'twist':
    case 'bezel':
      return art.setting;
    default:
      return 'solitaire';
  }
}

/** A ring with a head or a band: two photographs from its model's angles. */
export function ring(art: JewelArt, rnd: () => number): Shots {
  // Each product turned a little its own way, so two rings of one model are not one picture.
  const turn = (rnd() - 0.5) * 14;
  const model = modelOf(art);
  const scene = ringScene(model, art, rnd);
  const flat = place(scene, [0, 0, 0], rotX(-90));
  const shot = ({ camera, lying, closeUp, defocus }: Angle): Shot => ({
    scene: lying ? flat : scene,
    camera: { yaw: camera.yaw + turn, pitch: camera.pitch },
    box: lying ? [120, 150, 560, 480] : [120, 90, 560, 590],
    closeUp,
    defocus,
  });
  const [first, second] = ANGLES[model];
  // A small stone is lost in a whole ring's profile: its second picture moves in on it.
  const small = ['solitaire', 'bezel', 'pearl'].includes(model) && (art.size ?? 2.6) < 2.5;
  return [shot(first), shot(small ? CLOSE_UP : second)];
}

function ringScene(model: Model, art: JewelArt, rnd: () => number): Scene {
  const width = art.width ?? 2.2;
  const thickness = Math.max(1.3, width * 0.55);
  const radius = INNER + thickness / 2;
  const centre: Vec = [0, radius, 0];
  const outer = radius + thickness / 2;
  const top = centre[1] + outer;
  const scene = emptyScene();
  const stoneGem = art.gem === 'none' || art.gem === 'pearl' ? null : art.gem;
  const accent =
    art.accent === 'none' || art.accent === 'pearl' ? 'diamond' : (art.accent ?? 'diamond');

  if (model === 'twist') return twist(centre, radius, width, art, rnd);
  if (model === 'signet') return signet(art, rnd);
  // How far round from the top (0-1) a point of the shank is: heads sit on a narrower shank.
  const nearTop = (deg: number): number => Math.max(0, Math.sin((deg * Math.PI) / 180));
  const steps = 240;
  const section = (deg: number) => {
    if (model === 'band' || model === 'eternity') return { width, thickness, squareness: 2.4 };
    return { width: width * (1 - 0.35 * nearTop(deg)), thickness, squareness: 1.8 };
  };
  const curve = arc(centre, [1, 0, 0], [0, 1, 0], [radius, radius], steps);
  merge(
    scene,
    sweep(curve, [0, 0, 1], (i) => section((i * 360) / steps), true, 24),
  );

  if (art.setting === 'milgrain') merge(scene, milgrain(centre, outer, width));
  if (model === 'eternity' && stoneGem)
    merge(
      scene,
      stonesAlongBand(centre, outer - 0.15, 0, 360, width * 0.36, stoneGem, rnd, 0, true),
    );
  if (model === 'band' || model === 'eternity') return scene;

  if (model === 'pearl') {
    const r = art.size ?? 3;
    merge(scene, metalSphere(0.9, [0, top + 0.4, 0]));
    scene.balls.push({ centre: [0, top + r * 0.95, 0], r, material: 'pearl' });
    return scene;
  }
  if (!stoneGem) return scene;
  const r = (art.size ?? 2.6) * 1.15;
  const cut = art.cut ?? 'round';

  if (model === 'bezel') {
    // A low rubover collet sitting on the band, for stacking.
    merge(scene, place(bezelStone(stoneGem, 'round', r, rnd), [0, top + r * 0.35, 0]));
    merge(scene, rail('round', r * 0.8, top + 0.1, r * 0.5));
    return scene;
  }

  const lift = model === 'cocktail' ? 2.2 : 0.7;
  const girdle = top + r * 0.86 + lift;
  const head = clawSet({ gem: stoneGem, cut, r, claws: art.claws ?? 4 }, rnd, girdle - top + 0.4);
  merge(scene, place(head, [0, girdle, 0]));
  // Cathedral shoulders: the shank rises in two arches to hold the head up.
  if (model === 'solitaire' || model === 'cocktail' || model === 'halo')
    merge(scene, cathedral(centre, radius, width, thickness, [r * 0.62, girdle - r * 0.55]));

  // A hidden halo: small stones round the gallery under the centre stone, seen from the side.
  if (art.setting === 'hidden-halo')
    merge(
      scene,
      place(halo(cut, r * 0.62, Math.max(0.4, r * 0.13), accent, rnd), [0, girdle - r * 0.62, 0]),
    );
  if (model === 'halo') {
    const small = Math.max(0.45, r * 0.16);
    merge(scene, place(halo(cut, r, small, accent, rnd, -r * 0.12), [0, girdle, 0]));
    if (art.setting === 'double-halo')
      merge(scene, place(halo(cut, r + small * 2.3, small, accent, rnd, -r * 0.2), [0, girdle, 0]));
    // Pavé down both shoulders.
    for (const [from, to] of [
      [106, 150],
      [74, 30],
    ])
      merge(scene, stonesAlongBand(centre, outer - 0.1, from!, to!, width * 0.24, accent, rnd));
  }
  if (model === 'three-stone') {
    const side = r * 0.68;
    for (const s of [-1, 1]) {
      const at: Vec = [s * (r * 0.95 + side * 1.02), girdle - r * 0.28, 0];
      const seat = clawSet({ gem: accent, cut: 'round', r: side, claws: 4 }, rnd, side * 2.3);
      merge(scene, place(seat, at, rotZ(-s * 16)));
    }
  }
  return scene;
}

/** Two arches from the shoulders up under the head's gallery, at `to` ([x, y]) on each side. */
function cathedral(
  centre: Vec,
  radius: number,
  width: number,
  thickness: number,
  [x, y]: [number, number],
): Scene {
  const scene = emptyScene();
  for (const s of [-1, 1]) {
    const a = ((90 - s * 42) * Math.PI) / 180;
    const start: Vec = [centre[0] + Math.cos(a) * radius, centre[1] + Math.sin(a) * radius, 0];
    const along: Vec = [-Math.sin(a) * s, Math.cos(a) * s, 0];
    const end: Vec = [s * x, y, 0];
    const steps = 18;
    const curve = Array.from({ length: steps + 1 }, (_, i): Vec => {
      const t = i / steps;
      // A cubic leaving along the shank and arriving straight up under the head.
      const p1 = add(start, scale(along, 3.2));
      const p2 = add(end, [0, -2.2, 0]);
      const [u, v] = [1 - t, t];
      return add(
        add(scale(start, u ** 3), scale(p1, 3 * u * u * v)),
        add(scale(p2, 3 * u * v * v), scale(end, v ** 3)),
      );
    });
    merge(
      scene,
      sweep(
        curve,
        [0, 0, 1],
        (i) => ({ width: width * (0.62 - 0.2 * (i / steps)), thickness: thickness * 0.7 }),
        false,
        10,
      ),
    );
  }
  return scene;
}

/** Hand-applied beading round both edges of a band. */
function milgrain(centre: Vec, outer: number, width: number): Scene {
  const scene = emptyScene();
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
  return scene;
}

/**
 * A signet: one swept shank whose shoulders swell into a flat cushion face 3 mm proud of the
 * finger, the inside staying round, with its stone set flush in a rubbed-over rim.
 */
function signet(art: JewelArt, rnd: () => number): Scene {
  const faceHeight = INNER + 3;
  // The face runs this far round either side of the top, degrees.
  const flat = 22;
  const [backThickness, backWidth, faceWidth] = [1.5, art.width ?? 2.6, 10];
  const thicknessAt = (from: number): number => {
    const atFace = (d: number) => faceHeight / Math.cos((d * Math.PI) / 180) - INNER;
    if (from <= flat) return atFace(from);
    return backThickness + (atFace(flat) - backThickness) * (1 - smooth(flat, 115, from));
  };
  const widthAt = (from: number): number =>
    backWidth + (faceWidth - backWidth) * (1 - smooth(flat * 0.6, 105, from));
  const steps = 240;
  // Degrees from the top of the ring, 0-180, for a point of the sweep (which starts at the top).
  const fromTop = (i: number) => Math.min((i * 360) / steps, 360 - (i * 360) / steps);
  const centre: Vec = [0, INNER + backThickness, 0];
  const curve = Array.from({ length: steps }, (_, i): Vec => {
    const a = (i / steps) * Math.PI * 2 + Math.PI / 2;
    const middle = INNER + thicknessAt(fromTop(i)) / 2;
    return [Math.cos(a) * middle, centre[1] + Math.sin(a) * middle, 0];
  });
  const scene = sweep(
    curve,
    [0, 0, 1],
    (i) => ({ width: widthAt(fromTop(i)), thickness: thicknessAt(fromTop(i)), squareness: 2.6 }),
    true,
    40,
  );
  if (art.gem === 'none' || art.gem === 'pearl') return scene;
  const cut = art.cut ?? 'round';
  const r = Math.min((art.size ?? 2.6) * 1.15, faceWidth * 0.32);
  const faceY = centre[1] + faceHeight;
  // Set flush: only the crown and its rim stand above the face, so they are drawn over it.
  const set = merge(stone(art.gem, cut, r, rnd), rail(cut, r * 1.06, 0.07, 0.5));
  set.faces = set.faces
    .filter((f) => f.surface.kind !== 'stone' || f.surface.part !== 'pavilion')
    .map((f) => ({ ...f, onTop: true }));
  return merge(scene, place(set, [0, faceY + 0.05, 0]));
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
    const curve = Array.from({ length: steps }, (_, i) => {
      const a = (i / steps) * Math.PI * 2;
      const z = side * width * 0.3 * Math.sin(a * 3);
      return [centre[0] + Math.cos(a) * radius, centre[1] + Math.sin(a) * radius, z] as Vec;
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
