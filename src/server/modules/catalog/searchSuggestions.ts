import {
  productListInput,
  SEARCH_SUGGESTION_COLLECTIONS,
  SEARCH_SUGGESTION_PRODUCTS,
} from '../../../shared/catalog';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { CatalogueReader } from './catalogueCache';
import { findCategoriesForStorefront, type CategoryDto } from './categoryService';
import { findProductsForListing } from './productService';
import { searchTermsFor } from './searchSpelling';

const isCatalogueWord = async (db: Db, word: string) =>
  (await queryRows(db, sql`select 1 from catalogue_search_words where word = ${word} limit 1`))
    .length > 0;

/** One word as the shopper may have meant it: itself if the catalogue uses it, else the closest. */
async function closestWord(reader: CatalogueReader, word: string) {
  if (await isCatalogueWord(reader.db, word)) return word;
  const { corrections } = await searchTermsFor(reader, word);
  return corrections[0] ?? word;
}

const countMatches = async (reader: CatalogueReader, search: string) =>
  (await findProductsForListing(reader, productListInput.parse({ search, limit: 1 }))).total;

/**
 * "Did you mean …?" for a search that found nothing: each word replaced by the catalogue word it
 * is closest to (the same typo tolerance the listing uses), offered only if that finds something.
 */
export async function findSpellingSuggestion(
  reader: CatalogueReader,
  search: string,
): Promise<string | null> {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const corrected = (await Promise.all(words.map((word) => closestWord(reader, word)))).join(' ');
  if (corrected === words.join(' ')) return null;
  return (await countMatches(reader, corrected)) > 0 ? corrected : null;
}

/** Collections whose name holds the typed text or a word it is close to ('rign' → Rings). */
async function matchingCollections(
  reader: CatalogueReader,
  search: string,
): Promise<CategoryDto[]> {
  const { typed, corrections } = await searchTermsFor(reader, search);
  const texts = [typed, ...corrections].map((text) => text.toLowerCase());
  const categories = (await findCategoriesForStorefront(reader, {})) as CategoryDto[];
  return categories
    .filter((c) => texts.some((text) => c.name.toLowerCase().includes(text)))
    .slice(0, SEARCH_SUGGESTION_COLLECTIONS);
}

/** The header search's suggestions as the shopper types: the best few products and collections. */
export async function findSearchSuggestions(reader: CatalogueReader, search: string) {
  const [page, collections] = await Promise.all([
    findProductsForListing(
      reader,
      productListInput.parse({ search, limit: SEARCH_SUGGESTION_PRODUCTS }),
    ),
    matchingCollections(reader, search),
  ]);
  return {
    products: page.products.map((p) => ({
      _id: p._id,
      name: p.name,
      image: p.image,
      price: p.price,
    })),
    collections: collections.map((c) => ({ _id: c._id, name: c.name })),
    total: page.total,
    didYouMean: page.total === 0 ? await findSpellingSuggestion(reader, search) : null,
  };
}
