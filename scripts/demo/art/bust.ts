import { mixHex, type MetalTone } from './render';

const WHITE_METALS: MetalTone[] = ['white-gold', 'platinum', 'silver'];

/**
 * A velvet display bust in bust units (1.6 per millimetre) about the neck base: a neck narrowing
 * upwards into sloping shoulders. Velvet is darkest face-on and catches light where it turns
 * away (a bright rim), with a soft shadow under the neck and a faint pile texture.
 */
export function bust(metal: MetalTone): string {
  const [light, dark] = WHITE_METALS.includes(metal)
    ? ['#57514d', '#2a2624']
    : ['#e2d9cd', '#ada192'];
  const outline =
    'M-34 -400C-35 -200 -36 -60 -38 -20C-41 10 -78 28 -130 40C-178 52 -204 88 -210 150V400' +
    'H210V150C204 88 178 52 130 40C78 28 41 10 38 -20C36 -60 35 -200 34 -400Z';
  const horizontal = (id: string, x: number, stops: [number, string][]): string =>
    `<linearGradient id="${id}" x1="${-x}" x2="${x}" gradientUnits="userSpaceOnUse">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
  return (
    horizontal('velvet', 215, [
      [0, dark],
      [0.4, light],
      [0.62, mixHex(light, dark, 0.3)],
      [1, dark],
    ]) +
    horizontal('neck', 38, [
      [0, mixHex(light, dark, 0.7)],
      [0.4, light],
      [1, mixHex(light, dark, 0.75)],
    ]) +
    `<clipPath id="bust-shape"><path d="${outline}"/></clipPath>` +
    '<filter id="nap" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="9"/></filter>' +
    '<filter id="hollow" x="-40%" y="-150%" width="180%" height="400%"><feGaussianBlur stdDeviation="8"/></filter>' +
    '<filter id="fold" x="-20%" y="-5%" width="140%" height="110%"><feGaussianBlur stdDeviation="4"/></filter>' +
    '<filter id="pile"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" seed="3"/>' +
    '<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1.2 0 0 .75"/></filter>' +
    `<g clip-path="url(#bust-shape)">` +
    `<path d="${outline}" fill="url(#velvet)"/>` +
    '<path d="M-38 -400V-20C-38 6 -20 16 0 16C20 16 38 6 38 -20V-400Z" fill="url(#neck)" filter="url(#fold)"/>' +
    // The shadow the neck casts onto the chest, and the rim light along every edge.
    '<ellipse cx="0" cy="18" rx="46" ry="12" fill="#000" opacity=".16" filter="url(#hollow)"/>' +
    `<path d="${outline}" fill="none" stroke="${mixHex(light, '#ffffff', 0.35)}" stroke-width="26" opacity=".6" filter="url(#nap)"/>` +
    '<rect x="-220" y="-400" width="440" height="800" filter="url(#pile)" opacity=".035"/>' +
    '</g>'
  );
}

/**
 * The neck's outermost strip, drawn again over the worn piece: a chain's ends then pass behind
 * the neck instead of stopping short in front of it.
 */
export const NECK_EDGES =
  '<g clip-path="url(#bust-shape)" fill="url(#neck)" filter="url(#fold)">' +
  '<path d="M-34 -400C-35 -200 -36 -60 -38 -20L-39 -8H-33L-32 -20C-30.5 -60 -29 -200 -28 -400Z"/>' +
  '<path d="M34 -400C35 -200 36 -60 38 -20L39 -8H33L32 -20C30.5 -60 29 -200 28 -400Z"/></g>';
