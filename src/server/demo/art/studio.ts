import { METAL_TONES, extent, fitFrame, mixHex, renderScene, type MetalTone } from './render';
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

const WHITE_METALS: MetalTone[] = ['white-gold', 'platinum', 'silver'];

function defs(backdrop: number, metal: MetalTone, shot: Shot): string {
  const [wall, pool, floor] = BACKDROPS[backdrop % BACKDROPS.length]!;
  const tones = METAL_TONES[metal];
  const horizon = shot.bust ? 1 : 0.5 + shot.camera.pitch / 400;
  const stop = (offset: number, colour: string, opacity = 1): string =>
    `<stop offset="${offset.toFixed(3)}" stop-color="${colour}" stop-opacity="${opacity}"/>`;
  return (
    `<linearGradient id="sweep" x2="0" y2="1">${stop(0, wall)}${stop(horizon * 0.8, mixHex(wall, pool, 0.5))}${stop(horizon, mixHex(floor, pool, 0.3))}${stop(1, floor)}</linearGradient>` +
    `<radialGradient id="pool" cx=".48" cy=".5" r=".55">${stop(0, pool, 0.95)}${stop(0.6, pool, 0.35)}${stop(1, pool, 0)}</radialGradient>` +
    `<radialGradient id="vignette" r=".75">${stop(0.55, '#000', 0)}${stop(1, '#000', 0.16)}</radialGradient>` +
    `<radialGradient id="pearl" cx=".4" cy=".36" r=".7" fx=".36" fy=".3">${stop(0, '#ffffff')}${stop(0.35, '#f8f0ea')}${stop(0.75, '#e6d5cc')}${stop(0.92, '#c9b4a8')}${stop(1, '#d9c8c3')}</radialGradient>` +
    `<radialGradient id="bead" cx=".5" cy=".5" r=".5" fx=".38" fy=".32">${stop(0, tones[4]!)}${stop(0.16, tones[3]!)}${stop(0.45, tones[2]!)}${stop(0.72, tones[1]!)}${stop(0.88, tones[2]!)}${stop(1, tones[1]!)}</radialGradient>` +
    `<radialGradient id="glow">${stop(0, '#fff', 0.95)}${stop(0.35, '#fff', 0.4)}${stop(1, '#fff', 0)}</radialGradient>` +
    `<radialGradient id="fire">${stop(0, '#fff', 0.95)}${stop(0.3, '#fff6c8', 0.5)}${stop(0.55, '#bfe6ff', 0.3)}${stop(0.75, '#ffc4e6', 0.15)}${stop(1, '#fff', 0)}</radialGradient>` +
    '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>' +
    '<filter id="tight" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="2.5"/></filter>' +
    '<filter id="lens"><feGaussianBlur stdDeviation=".6"/></filter>' +
    '<filter id="worn" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="2" dy="5" stdDeviation="3.5" flood-opacity=".35"/></filter>'
  );
}

/** A velvet display bust: neck column and shoulders, drawn in millimetres about the neck base. */
function bust(metal: MetalTone): string {
  const [light, dark] = WHITE_METALS.includes(metal)
    ? ['#5b5550', '#2e2a28']
    : ['#e4dcd1', '#b3a89a'];
  const d =
    'M-40 -400V-18C-40 16 -86 34 -140 46C-178 56 -200 86 -206 140V400H206V140' +
    'C200 86 178 56 140 46C86 34 40 16 40 -18V-400Z';
  return (
    `<linearGradient id="velvet" x1="-210" x2="210" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${dark}"/><stop offset=".38" stop-color="${light}"/><stop offset=".62" stop-color="${mixHex(light, dark, 0.25)}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="neck" x1="-40" x2="40" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mixHex(light, dark, 0.55)}"/><stop offset=".42" stop-color="${light}"/><stop offset="1" stop-color="${mixHex(light, dark, 0.6)}"/></linearGradient>` +
    `<linearGradient id="chest" x1="0" x2="0" y1="-10" y2="40" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<path d="${d}" fill="url(#velvet)"/>` +
    '<path d="M-40 -400V-18C-40 6 -20 14 0 14C20 14 40 6 40 -18V-400Z" fill="url(#neck)"/>' +
    '<path d="M-40 -18C-40 6 -20 14 0 14C20 14 40 6 40 -18V40H-40Z" fill="url(#chest)"/>'
  );
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
      `${open}<defs>${defs(backdrop, metal, shot)}</defs>${room}` +
      `<g transform="translate(${x} ${y}) scale(${bustScale})">${bust(metal)}</g>` +
      `<g filter="url(#worn)"><g filter="url(#lens)">${drawn.body}</g></g>${drawn.glints}` +
      '<rect width="800" height="800" fill="url(#vignette)"/></svg>'
    );
  }
  const frame = fitFrame(shot.scene, shot.camera, shot.box);
  const [floor] = extent([
    ...shot.scene.faces.flatMap((f) => f.points.map((p) => p[1])),
    ...shot.scene.balls.map((b) => b.centre[1] - b.r),
  ]);
  const drawn = renderScene(shot.scene, shot.camera, frame, metal, floor);
  return (
    `${open}<defs>${defs(backdrop, metal, shot)}</defs>${room}` +
    `${drawn.shadow}<g filter="url(#lens)">${drawn.body}</g>${drawn.glints}` +
    '<rect width="800" height="800" fill="url(#vignette)"/></svg>'
  );
}
