import { describe, expect, it } from 'vitest';
import { useCatalogDatabase } from '../support/catalogFixture';

const catalog = useCatalogDatabase();
const suggest = (search: string) => catalog.caller.catalog.searchSuggestions({ search });

describe('search suggestions', () => {
  it('offers the best matching products and collections as the shopper types', async () => {
    const answer = await suggest('sapphire');
    expect(answer.products.map((p) => p.name)).toEqual(['Halo Sapphire Ring']);
    expect(answer.products[0]).toMatchObject({ price: expect.any(Number) as number });
    expect(answer.didYouMean).toBeNull();

    const rings = await suggest('ring');
    expect(rings.collections.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Rings', 'Small design Rings', 'White gold rings']),
    );
    expect(rings.collections.map((c) => c.name)).not.toContain('Retired rings');
  });

  it('tolerates a typo in one word, for products and collections alike', async () => {
    const answer = await suggest('pendnt');
    expect(answer.products.map((p) => p.name)).toEqual(['Pearl Pendant']);
    expect(answer.collections.map((c) => c.name)).toEqual(['Pendants']);
  });

  it('offers a corrected phrase when a phrase with a typo finds nothing', async () => {
    const answer = await suggest('halo saphire');
    expect(answer.total).toBe(0);
    expect(answer.didYouMean).toBe('halo sapphire');
    const corrected = await catalog.caller.catalog.products({ search: answer.didYouMean! });
    expect(corrected.products.map((p) => p.name)).toEqual(['Halo Sapphire Ring']);
  });

  it('offers no correction when nothing close would find anything', async () => {
    const answer = await suggest('zzqqxx wwvv');
    expect(answer).toMatchObject({ products: [], collections: [], total: 0, didYouMean: null });
  });
});
