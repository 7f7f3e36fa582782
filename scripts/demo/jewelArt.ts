import { mulberry32 } from './art/geometry';
import { bangle, charmBracelet, tennis } from './art/bracelets';
import { drop, hoop, stud } from './art/earrings';
import { choker, necklace, pendant } from './art/necklaces';
import { ring } from './art/rings';
import type { MetalTone } from './art/render';
import { photograph } from './art/studio';
import type { JewelArt, JewelKind, Shots } from './art/types';
import type { DemoProduct } from '../../src/server/demo/catalogue';
import type { View } from '../../src/server/demo/pictures';
import { productArt } from './productArt';

const KINDS: Record<JewelKind, (art: JewelArt, rnd: () => number) => Shots> = {
  ring,
  band: ring,
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
function renderJewelSvg(art: JewelArt, metal: MetalTone, view: View): string {
  const shots = KINDS[art.kind](art, mulberry32(art.seed));
  return photograph(shots[view], art.backdrop + view * 3, metal);
}

/** A demo product's photograph as SVG, drawn from what productArt.ts says it shows. */
export function demoProductSvg(product: DemoProduct, view: View): string {
  const art = productArt[product.name];
  if (!art) throw new Error(`scripts/demo/productArt.ts does not describe "${product.name}"`);
  return renderJewelSvg(art, product.material, view);
}
