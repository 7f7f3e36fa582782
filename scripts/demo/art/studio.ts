import { type Basis } from './geometry';
import { place } from './meshes';
import {
  METAL_TONES,
  extent,
  fitFrame,
  mixHex,
  renderScene,
  toScreen,
  type Frame,
  type MetalTone,
} from './render';
import { bust, NECK_EDGES } from './bust';
import type { Shot } from './types';

/** Seamless paper sweeps: the wall at the top, the light pool behind the piece, the floor. */
const BACKDROPS: [string, string, string][] = [
  ['#e6dfd4', '#fbf8f3', '#efe9e0'],
  ['#e6d3cd', '#fcf3f0', '#f1e2dd'],
  ['#d6dccf', '#f5f7f1', '#e6ebe1'],
  ['#d3d6db', '#f6f7f9', '#e4e7eb'],
  ['#e4d8c3', '#fbf6ed', '#eee4d4'],
  ['#dad5e0', '#f8f6fa', '#e8e4ed'],
  ['#d9d3c9', '#f8f5f0', '#e8e2d9'],
  ['#d0dbe3', '#f4f8fb', '#e1e8ee'],
];

function defs(backdrop: number, metal: MetalTone, shot: Shot, pxPerMm: number): string {
  const [wall, pool, floor] = BACKDROPS[backdrop % BACKDROPS.length]!;
  const tones = METAL_TONES[metal];
  const horizon = shot.bust ? 1 : 0.5 + shot.camera.pitch / 400;
  const stop = (offset: number, colour: string, opacity = 1): string =>
    `<stop offset="${offset.toFixed(3)}" stop-color="${colour}" stop-opacity="${opacity}"/>`;
  return (
    `<linearGradient id="sweep" x2="0" y2="1">${stop(0, wall)}${stop(horizon * 0.8, mixHex(wall, pool, 0.5))}${stop(horizon, mixHex(floor, pool, 0.3))}${stop(1, floor)}</linearGradient>` +
    `<radialGradient id="pool" cx=".48" cy=".5" r=".55">${stop(0, pool, 0.95)}${stop(0.6, pool, 0.35)}${stop(1, pool, 0)}</radialGradient>` +
    `<radialGradient id="vignette" r=".75">${stop(0.55, '#000', 0)}${stop(1, '#000', 0.16)}</radialGradient>` +
    // Nacre: a warm, softly graded body (its terminator is broad: light enters the layers).
    `<radialGradient id="pearl" cx=".44" cy=".4" r=".66" fx=".38" fy=".33">${stop(0, '#fffcf7')}${stop(0.28, '#f4ebe1')}${stop(0.58, '#e1d3c6')}${stop(0.8, '#c3b0a3')}${stop(0.93, '#9c897e')}${stop(1, '#b3a49a')}</radialGradient>` +
    `<radialGradient id="orient-rose" cx=".68" cy=".66" r=".48">${stop(0, '#f6c9d8', 0.42)}${stop(0.55, '#f3cfdc', 0.2)}${stop(1, '#f3cfdc', 0)}</radialGradient>` +
    `<radialGradient id="orient-green" cx=".8" cy=".3" r=".34">${stop(0, '#cdebe2', 0.34)}${stop(1, '#cdebe2', 0)}</radialGradient>` +
    `<radialGradient id="bounce" r=".5">${stop(0.78, pool, 0)}${stop(0.95, pool, 0.35)}${stop(1, pool, 0)}</radialGradient>` +
    // The softbox seen in nacre: a broad feathered window with a small brighter core.
    `<radialGradient id="lustre" cx=".37" cy=".33" r=".34">${stop(0, '#fff', 0.5)}${stop(0.5, '#fff', 0.18)}${stop(1, '#fff', 0)}</radialGradient>` +
    `<radialGradient id="lustre-window">${stop(0, '#fff', 0.95)}${stop(0.45, '#fff', 0.7)}${stop(1, '#fff', 0)}</radialGradient>` +
    `<radialGradient id="bead" cx=".5" cy=".5" r=".5" fx=".38" fy=".32">${stop(0, tones[4]!)}${stop(0.16, tones[3]!)}${stop(0.45, tones[2]!)}${stop(0.72, tones[1]!)}${stop(0.88, tones[2]!)}${stop(1, tones[1]!)}</radialGradient>` +
    `<radialGradient id="glow">${stop(0, '#fff', 0.95)}${stop(0.35, '#fff', 0.4)}${stop(1, '#fff', 0)}</radialGradient>` +
    `<radialGradient id="fire">${stop(0, '#fff', 0.95)}${stop(0.3, '#fff6c8', 0.5)}${stop(0.55, '#bfe6ff', 0.3)}${stop(0.75, '#ffc4e6', 0.15)}${stop(1, '#fff', 0)}</radialGradient>` +
    '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>' +
    '<filter id="tight" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="2.5"/></filter>' +
    '<filter id="lens"><feGaussianBlur stdDeviation=".6"/></filter>' +
    polish(pxPerMm) +
    FILM +
    '<filter id="worn" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="2" dy="5" stdDeviation="3.5" flood-opacity=".35"/></filter>'
  );
}

/**
 * Smooths flat-shaded metal inside its own outline: the blur is laid over the sharp faces only
 * where the faces are, so edges stay crisp. About 0.14 mm, so a chain's fine links keep their form.
 */
function polish(pxPerMm: number): string {
  const blur = Math.min(10, Math.max(0.5, pxPerMm * 0.14)).toFixed(2);
  return (
    '<filter id="polish" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">' +
    `<feGaussianBlur stdDeviation="${blur}" result="soft"/>` +
    // Laid over itself, the blur keeps its colour but grows nearly opaque even at a thin
    // sliver's edge, where it would otherwise fade and let the sharp faces show through.
    `<feMerge>${'<feMergeNode in="soft"/>'.repeat(8)}</feMerge>` +
    '<feComposite in2="SourceAlpha" operator="in" result="inside"/>' +
    '<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="inside"/></feMerge></filter>'
  );
}

/**
 * Film grain, soft-light blended over the whole picture: no real photograph has perfectly even
 * fills, and a faint grain is what most hides that these are drawn.
 */
const FILM =
  '<filter id="film" x="0" y="0" width="800" height="800" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">' +
  '<feTurbulence type="fractalNoise" baseFrequency=".7" numOctaves="2" seed="7" result="noise"/>' +
  '<feColorMatrix in="noise" values="0 .2 0 0 .4 0 .2 0 0 .4 0 .2 0 0 .4 0 0 0 0 1" result="grain"/>' +
  '<feBlend in="grain" in2="SourceGraphic" mode="soft-light"/></filter>';

/**
 * A close-up's far part (the top of the frame) drawn again, blurred, fading out towards the
 * focus: a macro lens has only a few millimetres in focus.
 */
function withDepthOfField(content: string, defocus: number | undefined): string {
  if (!defocus) return content;
  const fade =
    `<linearGradient id="far-fade" x1="0" x2="0" y1="0" y2="${(800 * defocus).toFixed(0)}" gradientUnits="userSpaceOnUse">` +
    '<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>';
  return (
    `<g id="sharp">${content}</g><defs>${fade}<mask id="far"><rect width="800" height="800" fill="url(#far-fade)"/></mask>` +
    '<filter id="defocus" x="0" y="0" width="800" height="800" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="3.5"/></filter></defs>' +
    '<g mask="url(#far)"><use href="#sharp" filter="url(#defocus)"/></g>'
  );
}

const MIRROR: Basis = [
  [1, 0, 0],
  [0, -1, 0],
  [0, 0, 1],
];

/**
 * A piece standing low in the frame is mirrored faintly in the glossy sheet it stands on, the
 * reflection fading within a few millimetres, as on a jeweller's acrylic.
 */
function reflection(shot: Shot, frame: Frame, metal: MetalTone, floor: number): string {
  if (shot.camera.pitch > 30) return '';
  const mirrored = place(shot.scene, [0, 2 * floor, 0], MIRROR);
  const screen = toScreen(shot.camera, frame);
  const touching = shot.scene.faces.flatMap((f) => f.points).filter((p) => p[1] - floor < 0.5);
  const [top] = extent(touching.map((p) => screen(p)[1]));
  const fadeEnd = top + shot.box[3] * 0.3;
  return (
    `<defs><linearGradient id="sheen-fade" x1="0" x2="0" y1="${top.toFixed(0)}" y2="${fadeEnd.toFixed(0)}" gradientUnits="userSpaceOnUse">` +
    '<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>' +
    '<mask id="sheen"><rect width="800" height="800" fill="url(#sheen-fade)"/></mask>' +
    '<filter id="glaze"><feGaussianBlur stdDeviation="1.2"/></filter></defs>' +
    `<g mask="url(#sheen)" opacity=".2"><g filter="url(#glaze)">${renderScene(mirrored, shot.camera, frame, metal, null).body}</g></g>`
  );
}

function magnified(frame: Frame, closeUp: Shot['closeUp']): Frame {
  if (!closeUp) return frame;
  const { zoom, at } = closeUp;
  return {
    pxPerMm: frame.pxPerMm * zoom,
    x: at[0] + (frame.x - at[0]) * zoom,
    y: at[1] + (frame.y - at[1]) * zoom,
  };
}

/** One 800 px product photograph of a shot, as SVG. */
export function photograph(shot: Shot, backdrop: number, metal: MetalTone): string {
  const open =
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">';
  const room =
    '<rect width="800" height="800" fill="url(#sweep)"/>' +
    '<rect width="800" height="800" fill="url(#pool)"/>';
  if (shot.bust) {
    const { pxPerMm, x, y, zoom } = shot.bust;
    const frame = { pxPerMm: pxPerMm * zoom, x, y };
    const drawn = renderScene(shot.scene, shot.camera, frame, metal, null);
    const bustScale = (frame.pxPerMm / 1.6).toFixed(3);
    return (
      `${open}<defs>${defs(backdrop, metal, shot, frame.pxPerMm)}</defs><g filter="url(#film)">${room}` +
      withDepthOfField(
        `<g transform="translate(${x} ${y}) scale(${bustScale})">${bust(metal)}</g>` +
          `<g filter="url(#worn)"><g filter="url(#lens)">${drawn.body}</g></g>${drawn.glints}` +
          `<g transform="translate(${x} ${y}) scale(${bustScale})">${NECK_EDGES}</g>`,
        shot.defocus,
      ) +
      '<rect width="800" height="800" fill="url(#vignette)"/></g></svg>'
    );
  }
  const frame = magnified(fitFrame(shot.scene, shot.camera, shot.box), shot.closeUp);
  const [floor] = extent([
    ...shot.scene.faces.flatMap((f) => f.points.map((p) => p[1])),
    ...shot.scene.balls.map((b) => b.centre[1] - b.r),
  ]);
  const drawn = renderScene(shot.scene, shot.camera, frame, metal, floor);
  return (
    `${open}<defs>${defs(backdrop, metal, shot, frame.pxPerMm)}</defs><g filter="url(#film)">${room}` +
    withDepthOfField(
      `${drawn.shadow}${reflection(shot, frame, metal, floor)}` +
        `<g filter="url(#lens)">${drawn.body}</g>${drawn.glints}`,
      shot.defocus,
    ) +
    '<rect width="800" height="800" fill="url(#vignette)"/></g></svg>'
  );
}
