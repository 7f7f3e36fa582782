import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { CatalogueReader } from './catalogueCache';
import type { SearchTerms } from './listingQuery';

/** How alike (pg_trgm similarity, 0 to 1) a catalogue word must be to count as meant: 'perl' → pearl. */
const SIMILAR_ENOUGH = 0.35;

/** One word of three letters or more: a phrase is matched as typed, without corrections. */
const singleWord = /^[\p{L}\p{N}]{3,}$/u;

/**
 * The search as typed plus the catalogue words it is close to, from the few hundred words of
 * `catalogue_search_words` (trigram-indexed), so no product row is ever compared fuzzily.
 */
export async function searchTermsFor(
  { db, catalogue }: CatalogueReader,
  typed: string,
): Promise<SearchTerms> {
  const word = typed.toLowerCase();
  if (!singleWord.test(word)) return { typed, corrections: [] };
  const corrections = await catalogue.spellings.remember(word, async () => {
    const rows = await queryRows<{ word: string }>(
      db,
      sql`select word from catalogue_search_words
          where word % ${word} and similarity(word, ${word}) >= ${SIMILAR_ENOUGH} and word <> ${word}
          order by similarity(word, ${word}) desc, word limit 5`,
    );
    return rows.map((r) => r.word);
  });
  return { typed, corrections };
}
