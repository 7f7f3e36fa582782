import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import {
  findListingFacets,
  findProductsForListing,
} from '../../src/server/modules/catalog/productService';
import { productListInput, type ProductListInput } from '../../src/shared/catalog';
import { materials } from '../../src/shared/constants';
import { bySize, priceBands, type ListingFacets } from '../../src/shared/facets';
import { stones, type Stone } from '../../src/shared/jewellery';
import { createCatalogFixture } from '../support/catalogFixture';
import { createTestDatabase } from '../support/database';
import { createTestServices } from '../support/services';

/**
 * The facets' one statement against the plainest reading of their rules, in JavaScript over every
 * product, on 10,000 generated products (a thirtieth kept in stock per size): for random filter
 * combinations, each facet's counts are those of the listing with every filter but its own.
 */
const GENERATED = 10_000;
const COMBINATIONS = 40;
let database: Database;

interface Row {
  id: string;
  material: string | null;
  stone: string | null;
  price: number;
  active: boolean;
  visible: boolean;
  slugs: string[];
  tags: string[];
  stock: number;
  perOption: boolean;
  sizes: string[];
  variants: { size: string; stock: number; madeToOrder: boolean }[];
}
let rows: Row[];

beforeAll(async () => {
  database = await createTestDatabase();
  await createCatalogFixture(database.db);
  await database.db.execute(sql`
    insert into products (id, name, description, price_pence, material, stone, category_id, tags,
      count_in_stock, is_active, variations, stock_per_option)
    select substr(md5('facet-' || i), 1, 24), 'Piece ' || i, 'Generated.', 500 * (1 + i % 400),
      (array['yellow-gold','white-gold','rose-gold','platinum','silver', null])[1 + i % 6],
      (array['diamond','sapphire','pearl', null])[1 + i % 7 % 4],
      (select id from categories order by name offset i % (select count(*) from categories) limit 1),
      array[(array['gift','bridal','everyday'])[1 + i % 3]], i % 4, i % 23 <> 0,
      case i % 3 when 0 then '{"Size":["L","M","N"]}'::jsonb when 1 then '{"Size":["N","P"]}'::jsonb
        else '{}'::jsonb end,
      i % 30 = 0
    from generate_series(1, ${GENERATED}) as i`);
  await database.db.execute(sql`
    insert into product_variants (id, product_id, choice, count_in_stock, made_to_order_days, position)
    select substr(md5('variant-' || i || '-' || k), 1, 24), substr(md5('facet-' || i), 1, 24),
      jsonb_build_object('Size', (array['L','M','N'])[k]),
      case when i % 60 = 30 and k = 2 then 0 else (i + k) % 3 end,
      case when i % 60 = 30 and k = 2 then 14 end, k
    from generate_series(30, ${GENERATED}, 30) as i, generate_series(1, 3) as k`);
  rows = (
    await queryRows<{
      id: string;
      material: string | null;
      stone: string | null;
      price: number;
      active: boolean;
      visible: boolean;
      slugs: string[];
      tags: string[];
      stock: number;
      perOption: boolean;
      variations: Record<string, string[]>;
      variants: { size: string; stock: number; madeToOrder: boolean }[] | null;
    }>(
      database.db,
      sql`select p.id, p.material, p.stone, p.price_pence as price, p.is_active as active,
          c.is_active and coalesce(parent.is_active, true) as visible,
          array_remove(array[c.slug, parent.slug], null) as slugs, p.tags,
          p.count_in_stock as stock, p.stock_per_option as "perOption", p.variations,
          (select json_agg(json_build_object('size', v.choice->>'Size', 'stock', v.count_in_stock,
            'madeToOrder', v.made_to_order_days is not null)) from product_variants v
            where v.product_id = p.id) as variants
        from products p join categories c on c.id = p.category_id
        left join categories parent on parent.id = c.parent_id`,
    )
  ).map((r) => ({
    ...r,
    sizes: r.variations.Size ?? [],
    variants:
      typeof r.variants === 'string'
        ? (JSON.parse(r.variants) as Row['variants'])
        : (r.variants ?? []),
  }));
});
afterAll(() => database.close());

function chooser(seed: number) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return <T>(...options: T[]): T => options[Math.floor(random() * options.length)]!;
}

function randomQuery(seed: number): ProductListInput {
  const pick = chooser(seed);
  const query: ProductListInput = {};
  if (pick(true, false)) query.parent = pick('rings', 'necklaces', 'small-design-rings');
  if (pick(true, false, false)) query.material = pick(...materials);
  if (pick(true, false, false)) query.stone = pick('diamond', 'sapphire', 'pearl', 'ruby');
  if (pick(true, false)) query.size = pick('L', 'M', 'N', 'P', 'Q');
  const band = pick<(typeof priceBands)[number] | undefined>(undefined, undefined, ...priceBands);
  if (band) {
    query.minPrice = band.min;
    if (band.max !== null) query.maxPrice = band.max;
  }
  if (pick(true, false, false)) query.tag = pick('gift', 'bridal');
  return query;
}

/** Can the product be bought in this size now? */
const inSize = (p: Row, size: string) =>
  p.perOption
    ? p.variants.some((v) => v.size === size && (v.stock > 0 || v.madeToOrder))
    : p.stock > 0 && p.sizes.includes(size);

/** The facets' rules, read as plainly as possible. */
function expectedFacets(input: ProductListInput): ListingFacets {
  const q = productListInput.parse(input);
  const listed = rows.filter(
    (p) =>
      p.active &&
      p.visible &&
      (!q.parent || p.slugs.includes(q.parent)) &&
      (!q.tag || p.tags.includes(q.tag)),
  );
  const filters = {
    metal: (p: Row) => !q.material || p.material === q.material,
    stone: (p: Row) => !q.stone || p.stone === q.stone,
    size: (p: Row) => !q.size || inSize(p, q.size),
    price: (p: Row) =>
      (q.minPrice === undefined || p.price >= q.minPrice * 100) &&
      (q.maxPrice === undefined || p.price <= Math.round(q.maxPrice * 100)),
  };
  const allBut = (facet: keyof typeof filters) =>
    listed.filter((p) => Object.entries(filters).every(([name, f]) => name === facet || f(p)));
  const counted = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].map(([value, count]) => ({ value, count }));
  };
  const band = (price: number) => String(priceBands.findLastIndex((b) => price >= b.min * 100));
  return {
    metal: counted(allBut('metal').flatMap((p) => p.material ?? [])).sort(
      (a, b) =>
        materials.indexOf(a.value as (typeof materials)[number]) -
        materials.indexOf(b.value as (typeof materials)[number]),
    ),
    stone: counted(allBut('stone').flatMap((p) => p.stone ?? [])).sort(
      (a, b) => stones.indexOf(a.value as Stone) - stones.indexOf(b.value as Stone),
    ),
    size: counted(
      allBut('size').flatMap((p) => ['L', 'M', 'N', 'P'].filter((size) => inSize(p, size))),
    ).sort((a, b) => bySize(a.value, b.value)),
    price: counted(allBut('price').map((p) => band(p.price))).sort(
      (a, b) => Number(a.value) - Number(b.value),
    ),
  };
}

describe('the listing facets', () => {
  it(`agree with a plain reading of their rules on ${GENERATED} products`, async () => {
    const services = createTestServices(database);
    for (let seed = 1; seed <= COMBINATIONS; seed++) {
      const input = randomQuery(seed);
      const q = productListInput.parse(input);
      const expected = expectedFacets(input);
      expect({ input, facets: await findListingFacets(services, q) }).toEqual({
        input,
        facets: expected,
      });
      // Choosing a value gives the listing the facet said it would.
      const size = expected.size[0];
      if (size && !q.size) {
        const page = await findProductsForListing(services, { ...q, size: size.value });
        expect({ input, size: size.value, total: page.total }).toEqual({
          input,
          size: size.value,
          total: size.count,
        });
      }
    }
  }, 120_000);
});
