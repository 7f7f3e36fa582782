import { describe, expect, it } from 'vitest';
import { useCatalogDatabase } from '../support/catalogFixture';

const catalog = useCatalogDatabase();

const namesOf = (list: { name: string }[]) => list.map((c) => c.name);

describe('categories on the storefront', () => {
  it('lists active categories only, collections first', async () => {
    expect(namesOf(await catalog.caller.catalog.categories({}))).toEqual([
      'Necklaces',
      'Rings',
      'Pendants',
      'Small design Rings',
      'White gold rings',
    ]);
  });

  it('lists collections only, or one collection’s children', async () => {
    expect(namesOf(await catalog.caller.catalog.categories({ parentOnly: true }))).toEqual([
      'Necklaces',
      'Rings',
    ]);
    expect(
      namesOf(
        await catalog.caller.catalog.categories({ parent: catalog.fixture.categories.rings.id }),
      ),
    ).toEqual(['Small design Rings', 'White gold rings']);
  });

  it('builds the two-level tree for the mega-menu', async () => {
    const tree = await catalog.caller.catalog.categoryTree();
    expect(tree.map((c) => [c.name, namesOf(c.children)])).toEqual([
      ['Necklaces', ['Pendants']],
      ['Rings', ['Small design Rings', 'White gold rings']],
    ]);
    expect(tree[1]).toMatchObject({ slug: 'rings', parentCategory: null, isActive: true });
    expect(tree[1]?.children[0]?.parentCategory).toEqual({
      _id: catalog.fixture.categories.rings.id,
      name: 'Rings',
      slug: 'rings',
    });
  });

  it('finds one category with its children, and hides inactive ones', async () => {
    const rings = await catalog.caller.catalog.category({
      id: catalog.fixture.categories.rings.id,
    });
    expect(namesOf(rings.children)).toEqual(['Small design Rings', 'White gold rings']);
    for (const hidden of [
      catalog.fixture.categories.retiredRings,
      catalog.fixture.categories.archive,
      catalog.fixture.categories.archiveChild,
    ]) {
      await expect(catalog.caller.catalog.category({ id: hidden.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Category not found',
      });
    }
  });
});

describe('home showcase', () => {
  it('gives featured, new and bestselling shelves with their totals', async () => {
    const home = await catalog.caller.catalog.home();
    expect(namesOf(home.featured.products)).toEqual([
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
    ]);
    expect(home.featured.total).toBe(2);
    expect(namesOf(home.newArrivals.products)).toEqual(['Stacking Ring', 'Pearl Pendant']);
    expect(namesOf(home.bestselling.products)).toEqual([
      'Pearl Pendant',
      'Stacking Ring',
      'Solitaire Diamond Ring',
      'Halo Sapphire Ring',
      'Platinum Court Band',
    ]);
  });
});
