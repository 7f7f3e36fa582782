import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  findCategory,
  hasActiveFilters,
  listingHeading,
  listingQueryFromParams,
  withoutFilters,
  withParams,
} from '../../src/client/lib/listingParams';
import type { CategoryNode } from '../../src/client/lib/trpc';
import { productListInput } from '../../src/shared/catalog';
import { createFuzzer } from '../support/fuzz';

const params = (query: string) => new URLSearchParams(query);

const category = (id: string, name: string, parent: CategoryNode | null = null) => ({
  _id: id.repeat(24),
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: '',
  parentCategory: parent && { _id: parent._id, name: parent.name, slug: parent.slug },
  isActive: true,
  createdAt: '',
  updatedAt: '',
});
const rings: CategoryNode = { ...category('a', 'Rings'), children: [] };
rings.children.push(
  category('b', 'Small design Rings', rings),
  category('c', 'White gold rings', rings),
);
const tree = [rings];

describe('listing URL', () => {
  it('reads the query with the server’s schema, rejecting what the server would', () => {
    const query = listingQueryFromParams(params('category=rings&page=2&minPrice=10&search=%20'));
    expect(query).toMatchObject({
      success: true,
      data: { category: 'rings', page: 2, minPrice: 10, limit: 12 },
    });
    // No sort in the address: the server lists newest first, or a search by relevance.
    expect(query.data?.sort).toBeUndefined();
    expect(listingQueryFromParams(params('page=0')).success).toBe(false);
    expect(listingQueryFromParams(params('material=gold')).success).toBe(false);
    expect(listingQueryFromParams(params('minPrice=9&maxPrice=1')).success).toBe(false);
  });

  it('agrees with the API’s schema on every address: the same query, or a refusal', () => {
    const fuzz = createFuzzer(20261124);
    const values: Record<string, string[]> = {
      category: ['rings', ' Rings ', 'x'.repeat(100), 'x'.repeat(101), '0123456789abcdef01234567'],
      parent: ['rings', 'a b'],
      search: ['diamond', ' halo ring ', 's'.repeat(100), 's'.repeat(101), '💍'],
      material: ['rose-gold', 'platinum', 'gold', 'Silver'],
      filter: ['sale', 'new', 'featured', 'cheap'],
      tag: ['gift', 't'.repeat(50), 't'.repeat(51)],
      minPrice: ['0', '10', '10.5', '-1', 'abc', '1e3', 'Infinity', '0x10', '1e309'],
      maxPrice: ['0', '9', '800', '-5', 'NaN', '2e3'],
      sort: ['latest', 'price-low', 'popularity', 'name', 'cheapest'],
      page: ['1', '2', '700', '0', '-1', '1.5', 'two', '1e2', '9007199254740993'],
      limit: ['5', '500'],
      other: ['x'],
    };
    for (let i = 0; i < 2000; i++) {
      const address = new URLSearchParams();
      for (const [key, options] of Object.entries(values)) {
        if (fuzz.next() < 0.35) address.set(key, fuzz.pick(options));
      }
      const read = listingQueryFromParams(address);
      const raw = Object.fromEntries(
        ['category', 'parent', 'search', 'material', 'filter', 'tag']
          .concat(['minPrice', 'maxPrice', 'sort', 'page'])
          .flatMap((key) => {
            const value = address.get(key)?.trim();
            return value ? [[key, value]] : [];
          }),
      );
      const schema = productListInput.safeParse(raw);
      expect({ address: address.toString(), success: read.success }).toEqual({
        address: address.toString(),
        success: schema.success,
      });
      if (schema.success) expect(read.data).toStrictEqual(schema.data);
    }
  });

  it('starts again at page 1 when a filter changes, and drops empty values', () => {
    expect(withParams(params('category=rings&page=3'), { search: 'halo' }).toString()).toBe(
      'category=rings&search=halo',
    );
    expect(withParams(params('category=rings'), { page: '2' }).toString()).toBe(
      'category=rings&page=2',
    );
    expect(withParams(params('category=rings&page=2'), { page: '1' }).toString()).toBe(
      'category=rings',
    );
    expect(withParams(params('category=rings&search=x'), { search: '' }).toString()).toBe(
      'category=rings',
    );
  });

  it('clears every filter but keeps a chosen sort order', () => {
    expect(withoutFilters(params('category=rings&sort=price-low&page=2&tag=gift')).toString()).toBe(
      'sort=price-low',
    );
    expect(withoutFilters(params('sort=latest&material=platinum')).toString()).toBe('');
  });

  it('counts active filters, the price range once', () => {
    expect(hasActiveFilters(params('sort=price-low&page=2'))).toBe(false);
    expect(activeFilterCount(params('category=rings&minPrice=1&maxPrice=9&tag=gift'))).toBe(3);
  });
});

describe('category lookup and heading', () => {
  it('finds a category by id, slug or name, with its collection', () => {
    expect(findCategory(tree, 'a'.repeat(24))?.category.name).toBe('Rings');
    expect(findCategory(tree, 'small-design-rings')).toMatchObject({
      category: { name: 'Small design Rings' },
      collection: { name: 'Rings' },
    });
    expect(findCategory(tree, 'WHITE GOLD RINGS')?.category.name).toBe('White gold rings');
    expect(findCategory(tree, 'tiaras')).toBeUndefined();
  });

  it('heads the page with the most specific request', () => {
    expect(listingHeading(params('search=halo&category=rings'), tree)).toBe(
      'Search results for "halo"',
    );
    expect(listingHeading(params(`category=${'b'.repeat(24)}`), tree)).toBe('Small design Rings');
    expect(listingHeading(params('material=white-gold'), tree)).toBe('White Gold Jewellery');
    expect(listingHeading(params('filter=new'), tree)).toBe('New Arrivals');
    expect(listingHeading(params(''), tree)).toBe('All Jewellery');
  });
});
