import type { Product, RouterOutputs } from '../../lib/trpc';

export type HomeShowcase = RouterOutputs['catalog']['home'];

/** Every product the home page received, once each, featured first. */
export function showcaseProducts(home: HomeShowcase | undefined): Product[] {
  if (!home) return [];
  const unique = new Map<string, Product>();
  for (const product of [home.featured, home.newArrivals, home.bestselling].flatMap(
    (shelf) => shelf.products,
  )) {
    if (!unique.has(product._id)) unique.set(product._id, product);
  }
  return [...unique.values()];
}

/**
 * Chooses one picture per slot: the first product that suits the slot and is not shown yet,
 * else any unused one, so a small catalogue still fills every slot without repeating itself.
 */
export function pickPictures(
  products: Product[],
  slots: readonly ((product: Product) => boolean)[],
): (Product | undefined)[] {
  const used = new Set<string>();
  return slots.map((suits) => {
    const pick =
      products.find((p) => !used.has(p._id) && p.image && suits(p)) ??
      products.find((p) => !used.has(p._id) && p.image);
    if (pick) used.add(pick._id);
    return pick;
  });
}

// Matched on category names only: a product name such as 'Pearl Drop Ring' would mislead.
const inCategory = (product: Product, pattern: RegExp) =>
  pattern.test([product.category.slug, ...product.categories].join(' '));

export const isRing = (product: Product) => inCategory(product, /\brings?\b|\bbands?\b/i);
export const isBridal = (product: Product) => inCategory(product, /engagement|wedding/i);
export const isNecklace = (product: Product) => inCategory(product, /necklace|pendant|choker/i);
export const isEarring = (product: Product) => inCategory(product, /earring/i);
