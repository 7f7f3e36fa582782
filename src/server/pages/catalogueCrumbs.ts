import { slugify } from '../../shared/slugify';
import type { CategoryTreeNode, ProductDto } from '../modules/catalog';
import type { Crumb } from './structuredData';

export interface CategoryMatch {
  category: CategoryTreeNode | CategoryTreeNode['children'][number];
  /** The top-level collection the category is, or belongs to. */
  collection: CategoryTreeNode;
}

/** A category listing's one address: by slug, whichever way a link named the category. */
export const categoryUrl = (site: string, category: { slug: string }) =>
  `${site}/products?category=${encodeURIComponent(category.slug)}`;

/** A category named in the URL by id, slug or name, as the listing matches it. */
export function findCategory(tree: CategoryTreeNode[], ref: string): CategoryMatch | undefined {
  const refersTo = (c: { _id: string; name: string; slug: string }) =>
    c._id === ref || c.slug === slugify(ref) || c.name.toLowerCase() === ref.toLowerCase();
  for (const collection of tree) {
    if (refersTo(collection)) return { category: collection, collection };
    const child = collection.children.find(refersTo);
    if (child) return { category: child, collection };
  }
  return undefined;
}

export function categoryCrumbs({ category, collection }: CategoryMatch, site: string): Crumb[] {
  return [
    { name: 'Home', url: site + '/' },
    ...(collection !== category
      ? [{ name: collection.name, url: categoryUrl(site, collection) }]
      : []),
    { name: category.name, url: categoryUrl(site, category) },
  ];
}

export function productCrumbs(product: ProductDto, site: string, pageUrl: string): Crumb[] {
  const { category } = product;
  const collection = category.parentCategory;
  return [
    { name: 'Home', url: site + '/' },
    ...(collection ? [{ name: collection.name, url: categoryUrl(site, collection) }] : []),
    { name: category.name, url: categoryUrl(site, category) },
    { name: product.name, url: pageUrl },
  ];
}
