import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { ProductListInput } from '../../src/shared/catalog';
import { useCatalogDatabase } from '../support/catalogFixture';

const catalog = useCatalogDatabase();

const names = async (input: ProductListInput = {}) =>
  (await catalog.caller.catalog.products(input)).products.map((p) => p.name);

describe('product listing', () => {
  it('shows only visible products, newest first, with the total', async () => {
    const page = await catalog.caller.catalog.products({});
    expect(page.products.map((p) => p.name)).toEqual([
      'Stacking Ring',
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
      'Pearl Pendant',
      'Platinum Court Band',
    ]);
    expect(page).toMatchObject({ total: 5, page: 1, pages: 1, limit: 12 });
  });

  it('filters by category id, slug or name; a collection includes its children', async () => {
    const { rings, whiteGoldRings } = catalog.fixture.categories;
    const ringNames = [
      'Stacking Ring',
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
      'Platinum Court Band',
    ];
    expect(await names({ category: rings.id })).toEqual(ringNames);
    expect(await names({ category: 'rings' })).toEqual(ringNames);
    expect(await names({ category: 'RINGS' })).toEqual(ringNames);
    expect(await names({ parent: rings.id })).toEqual(ringNames);
    expect(await names({ category: whiteGoldRings.id })).toEqual([
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
    ]);
    expect(await names({ category: 'White gold rings' })).toEqual([
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
    ]);
    expect(await names({ category: 'white-gold-rings' })).toEqual([
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
    ]);
  });

  it('finds nothing in an unknown or inactive category', async () => {
    expect(await catalog.caller.catalog.products({ category: 'tiaras' })).toMatchObject({
      products: [],
      total: 0,
    });
    expect(await names({ category: catalog.fixture.categories.retiredRings.id })).toEqual([]);
    expect(await names({ category: 'Archive' })).toEqual([]);
  });

  it('searches name, description and tags case-insensitively, with wildcards taken literally', async () => {
    expect(await names({ search: 'sapphire' })).toEqual(['Halo Sapphire Ring']);
    expect(await names({ search: 'RECYCLED' })).toEqual(['Solitaire Diamond Ring']);
    expect(await names({ search: 'bridal' })).toEqual(['Solitaire Diamond Ring']);
    expect(await names({ search: '100%' })).toEqual(['Solitaire Diamond Ring']);
    expect(await names({ search: '%' })).toEqual(['Solitaire Diamond Ring']);
    expect(await names({ search: 'withdrawn' })).toEqual([]);
  });

  it('sorts by the storefront names and by API field and order', async () => {
    expect(await names({ sort: 'price-low' })).toEqual([
      'Stacking Ring',
      'Pearl Pendant',
      'Platinum Court Band',
      'Halo Sapphire Ring',
      'Solitaire Diamond Ring',
    ]);
    expect((await names({ sort: 'price-high' }))[0]).toBe('Solitaire Diamond Ring');
    expect(await names({ sort: 'popularity' })).toEqual([
      'Solitaire Diamond Ring',
      'Platinum Court Band',
      'Halo Sapphire Ring',
      'Stacking Ring',
      'Pearl Pendant',
    ]);
    expect((await names({ sort: 'name' }))[0]).toBe('Halo Sapphire Ring');
    expect((await names({ sort: 'name', order: 'desc' }))[0]).toBe('Stacking Ring');
    expect((await names({ sort: 'createdAt', order: 'asc' }))[0]).toBe('Platinum Court Band');
    expect((await names({ sort: 'countInStock', order: 'asc' }))[0]).toBe('Halo Sapphire Ring');
    expect((await names({ sort: 'price', order: 'desc' }))[0]).toBe('Solitaire Diamond Ring');
  });

  it('filters by price range inclusively, in pounds', async () => {
    expect(await names({ minPrice: 210, maxPrice: 890.5, sort: 'price-low' })).toEqual([
      'Pearl Pendant',
      'Platinum Court Band',
      'Halo Sapphire Ring',
    ]);
    expect(await names({ maxPrice: 45 })).toEqual(['Stacking Ring']);
  });

  it('filters by material, featured / new / sale flags and tag', async () => {
    expect(await names({ material: 'white-gold' })).toEqual([
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
    ]);
    expect(await names({ material: 'platinum' })).toEqual(['Pearl Pendant', 'Platinum Court Band']);
    expect(await names({ filter: 'featured' })).toEqual([
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
    ]);
    expect(await names({ filter: 'new' })).toEqual(['Stacking Ring', 'Pearl Pendant']);
    expect(await names({ filter: 'sale' })).toEqual(['Solitaire Diamond Ring']);
    expect(await names({ tag: 'gift' })).toEqual(['Stacking Ring', 'Pearl Pendant']);
    expect(await names({ tag: 'GIFT' })).toEqual(['Stacking Ring', 'Pearl Pendant']);
  });

  it('combines filters', async () => {
    expect(
      await names({
        category: 'rings',
        material: 'white-gold',
        maxPrice: 1000,
        filter: 'featured',
      }),
    ).toEqual(['Halo Sapphire Ring']);
    expect(await names({ category: 'necklaces', tag: 'gift', search: 'pearl' })).toEqual([
      'Pearl Pendant',
    ]);
    expect(await names({ category: 'necklaces', material: 'white-gold' })).toEqual([]);
  });

  it('pages through results without repeating or skipping, and counts past the end', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await catalog.caller.catalog.products({ limit: 2, page, sort: 'price-low' });
      expect(result).toMatchObject({ total: 5, pages: 3, page, limit: 2 });
      seen.push(...result.products.map((p) => p.name));
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(await catalog.caller.catalog.products({ limit: 2, page: 4 })).toMatchObject({
      products: [],
      total: 5,
      pages: 3,
    });
    expect(await catalog.caller.catalog.products({ limit: 5 })).toMatchObject({ pages: 1 });
  });

  it.each([
    [{ page: 0 }, 'page must be 1 or more'],
    [{ limit: 101 }, 'limit must be at most 100'],
    [{ minPrice: 500, maxPrice: 100 }, 'minPrice cannot exceed maxPrice'],
    [{ sort: 'cheapest' }, 'sort must be one of'],
    [{ material: 'gold' }, 'material must be one of'],
    [{ filter: 'popular' }, 'filter must be featured, new or sale'],
    [{ minPrice: -1 }, 'minPrice cannot be negative'],
  ])('rejects bad input %j with a clear message', async (input, message) => {
    const error = await catalog.caller.catalog
      .products(input as ProductListInput)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect((error as TRPCError).message).toContain(message);
  });
});

describe('product detail', () => {
  it('returns a visible product in the documented shape', async () => {
    const product = await catalog.caller.catalog.product({
      id: catalog.fixture.products.solitaire.id,
    });
    expect(product).toMatchObject({
      _id: catalog.fixture.products.solitaire.id,
      name: 'Solitaire Diamond Ring',
      price: 1250,
      oldPrice: 1400,
      categories: ['Rings', 'White gold rings'],
      category: {
        _id: catalog.fixture.categories.whiteGoldRings.id,
        name: 'White gold rings',
        parentCategory: { _id: catalog.fixture.categories.rings.id, name: 'Rings' },
      },
      isOnSale: true,
      isFeatured: true,
    });
    expect(product.images).toEqual([
      {
        url: expect.stringContaining('-0.svg') as string,
        public_id: expect.any(String) as string,
        alt: '',
      },
      {
        url: expect.stringContaining('-1.svg') as string,
        public_id: expect.any(String) as string,
        alt: '',
      },
    ]);
    expect(product.image).toBe(product.images[0]?.url);
    expect(product.secondaryImage).toBe(product.images[1]?.url);
  });

  it.each(['inactive', 'inRetired', 'inArchive'] as const)('hides the %s product', async (key) => {
    await expect(
      catalog.caller.catalog.product({ id: catalog.fixture.products[key].id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
  });

  it('rejects a malformed id', async () => {
    await expect(catalog.caller.catalog.product({ id: 'not-an-id' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('relates products of the same category first, then of the same collection', async () => {
    const related = await catalog.caller.catalog.related({
      id: catalog.fixture.products.solitaire.id,
    });
    expect(related.map((p) => p.name)).toEqual([
      'Halo Sapphire Ring',
      'Stacking Ring',
      'Platinum Court Band',
    ]);
    const forPendant = await catalog.caller.catalog.related({
      id: catalog.fixture.products.pendant.id,
    });
    expect(forPendant).toEqual([]);
  });
});
