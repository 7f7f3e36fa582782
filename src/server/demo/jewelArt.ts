import { mulberry32 } from './art/geometry';
import { bangle, charmBracelet, tennis } from './art/bracelets';
import { drop, hoop, stud } from './art/earrings';
import { choker, necklace, pendant } from './art/necklaces';
import { band, ring } from './art/rings';
import type { MetalTone } from './art/render';
import { photograph } from './art/studio';
import type { JewelArt, JewelKind, Shots } from './art/types';

export type { JewelArt } from './art/types';

/** How many photographs each demo product has: a 3/4 view and a second angle or close-up. */
export const DEMO_VIEWS = [0, 1] as const;
export type View = (typeof DEMO_VIEWS)[number];

const KINDS: Record<JewelKind, (art: JewelArt, rnd: () => number) => Shots> = {
  ring,
  band,
  necklace,
  pendant,
  choker,
  stud,
  hoop,
  drop,
  bangle,
  tennis,
  charm: charmBracelet,
};

/**
 * A product photograph drawn as SVG: the piece modelled in millimetres, lit by a studio in its
 * metal's reflections, on a paper sweep with a soft shadow. Each view after the first moves to
 * the next backdrop colour.
 */
export function renderJewelSvg(art: JewelArt, metal: MetalTone, view: View): string {
  const shots = KINDS[art.kind](art, mulberry32(art.seed));
  return photograph(shots[view], art.backdrop + view * 3, metal);
}
