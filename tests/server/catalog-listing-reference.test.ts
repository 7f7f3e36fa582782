import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client';
import { findProductsForListing } from '../../src/server/modules/catalog/productService';
import { productFilters, productSorts } from '../../src/shared/catalog';
import { materials } from '../../src/shared/constants';
import { productListInput, type ProductListInput } from '../../src/shared/catalog';
import { toPence } from '../../src/shared/money';
import { NEW_ARRIVAL_DAYS } from '../../src/shared/productBadges';
import { slugify } from '../../src/shared/slugify';
import { createCatalogFixture } from '../support/catalogFixture';
import { createTestDatabase } from '../support/database';
import { createTestServices } from '../support/services';

/**
 * The listing's fast query (ids from an index, cached categories and counts, relevance tiers)
 * against the plainest SQL that states the same rules, over a generated catalogue and a few
 * hundred random filter combinations: same ids, same order, same total.
 */
let database: Database;
const GENERATED = 400;
const COMBINATIONS = 300;

beforeAll(async () => {
  database = await createTestDatabase();
  await createCatalogFixture(database.db);
  // Products spread over every category of the fixture (hidden ones too), with ties in price,
  // rating, stock and sales, so the id tie-break is exercised.
  await database.db.execute(sql`
    insert into products (id, name, description, price_pence, brand, material, category_id, tags,
      count_in_stock, is_active, is_featured, is_on_sale, is_new_arrival, sales, average_rating,
      created_at, old_price_pence)
    select substr(md5('reference-' || i), 1, 24),
      (array['Aurora','Wren','Isla','Maren'])[1 + i % 4] || ' '
        || (array['Diamond','Sapphire','Pearl','Emerald','Ruby'])[1 + i % 5] || ' '
        || (array['Ring','Pendant','Studs','Bangle'])[1 + i % 4],
      (array['A recycled gold setting.', 'Hand-finished, 100% recycled.', 'A classic piece.'])[1 + i % 3],
      1000 * (1 + i % 37), (array['Elowen & Co','Northlight'])[1 + i % 2],
      (array['yellow-gold','white-gold','rose-gold','platinum','silver'])[1 + i % 5],
      (select id from categories order by name offset i % (select count(*) from categories) limit 1),
      array[(array['gift','bridal','everyday'])[1 + i % 3]],
      i % 7, i % 23 <> 0, i % 5 = 0, i % 6 = 0, i % 9 = 0, (i * 13) % 50, 3 + (i % 5) * 0.5,
      -- Up to ~55 days old, so some new arrivals have aged out; some sales lack a real old price.
      now() - make_interval(mins => (i * 7919) % 80000),
      case i % 5 when 0 then 1000 * (1 + i % 37) + 500 when 1 then 1000 * (1 + i % 37) end
    from generate_series(1, ${GENERATED}) as i`);
});
afterAll(() => database.close());

/** Deterministic pseudo-random choices, so a failure names a combination that can be re-run. */
function chooser(seed: number) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return <T>(...options: T[]): T => options[Math.floor(random() * options.length)]!;
}

const categoryRefs = [
  'rings',
  'Rings',
  'small-design-rings',
  'White gold rings',
  'necklaces',
  'pendants',
  'retired-rings',
  'archive',
  'tiaras',
];
const searches = ['diamond', 'diamnd', 'saphire', 'pearl', 'ring', 'recycled', '100%', 'Ru', 'x'];

function randomQuery(seed: number): ProductListInput {
  const pick = chooser(seed);
  const query: ProductListInput = {
    // Deep pages too: past 100 products a page starts from a remembered bookmark.
    page: pick(1, 1, 2, 3, 5, 9, 14),
    limit: pick(1, 5, 12, 30),
  };
  if (pick(true, false, false)) query.category = pick(...categoryRefs);
  if (pick(true, false, false, false)) query.parent = pick(...categoryRefs);
  if (pick(true, false, false)) query.search = pick(...searches);
  const minPrice = pick(undefined, undefined, 0, 5, 12.5, 20);
  const maxPrice = pick(undefined, undefined, 20, 30, 1000);
  if (minPrice !== undefined) query.minPrice = minPrice;
  if (maxPrice !== undefined && (minPrice === undefined || minPrice <= maxPrice)) {
    query.maxPrice = maxPrice;
  }
  if (pick(true, false, false, false)) query.material = pick(...materials);
  if (pick(true, false, false, false)) query.filter = pick(...productFilters);
  if (pick(true, false, false, false)) query.tag = pick('gift', 'BRIDAL', 'none');
  if (pick(true, true, false)) query.sort = pick(...productSorts);
  if (pick(true, false, false)) query.order = pick('asc', 'desc');
  return query;
}

const sortColumns: Record<string, [string, 'asc' | 'desc']> = {
  latest: ['p.created_at', 'desc'],
  'price-low': ['p.price_pence', 'asc'],
  'price-high': ['p.price_pence', 'desc'],
  popularity: ['p.average_rating', 'desc'],
  createdAt: ['p.created_at', 'desc'],
  price: ['p.price_pence', 'asc'],
  averageRating: ['p.average_rating', 'desc'],
  name: ['p.name', 'asc'],
  countInStock: ['p.count_in_stock', 'desc'],
  sales: ['p.sales', 'desc'],
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rules of decisions 002 and 007, written as directly as SQL allows. */
async function referenceListing(input: ProductListInput) {
  const q = productListInput.parse(input);
  const conditions = [sql`p.is_active and c.is_active and (parent.id is null or parent.is_active)`];
  for (const ref of [q.category, q.parent]) {
    if (ref === undefined) continue;
    const named = (t: string) =>
      sql`(${sql.raw(t)}.id = ${ref} or ${sql.raw(t)}.slug = ${slugify(ref)} or lower(${sql.raw(t)}.name) = ${ref.toLowerCase()})`;
    conditions.push(sql`(${named('c')} or (parent.id is not null and ${named('parent')}))`);
  }
  let corrections: string[] = [];
  let relevance: ReturnType<typeof sql> | null = null;
  if (q.search) {
    const word = q.search.toLowerCase();
    if (/^[\p{L}\p{N}]{3,}$/u.test(word)) {
      const rows = await queryRows<{ word: string }>(
        database.db,
        sql`select word from catalogue_search_words
            where similarity(word, ${word}) >= 0.35 and word <> ${word}
            order by similarity(word, ${word}) desc, word limit 5`,
      );
      corrections = rows.map((r) => r.word);
    }
    const anyOf = (column: string, texts: string[]) =>
      sql.join(
        texts.map((t) => sql`${sql.raw(column)} ilike ${like(t)}`),
        sql` or `,
      );
    const title = `p.name || ' ' || p.brand || ' ' || array_to_string(p.tags, ' ')`;
    const all = [q.search, ...corrections];
    conditions.push(sql`(${anyOf(`${title} || ' ' || p.description`, all)})`);
    relevance = sql`case when ${anyOf(title, [q.search])} then 2
      when ${corrections.length ? anyOf(title, corrections) : sql`false`} then 1 else 0 end`;
  }
  if (q.minPrice !== undefined) conditions.push(sql`p.price_pence >= ${toPence(q.minPrice)}`);
  if (q.maxPrice !== undefined) conditions.push(sql`p.price_pence <= ${toPence(q.maxPrice)}`);
  if (q.material) conditions.push(sql`p.material = ${q.material}`);
  if (q.filter === 'featured') conditions.push(sql`p.is_featured`);
  // New and Sale as the badges read them (src/shared/productBadges.ts).
  if (q.filter === 'new') {
    conditions.push(
      sql`p.is_new_arrival and p.created_at > now() - ${NEW_ARRIVAL_DAYS} * interval '1 day'`,
    );
  }
  if (q.filter === 'sale') conditions.push(sql`p.is_on_sale and p.old_price_pence > p.price_pence`);
  if (q.tag) conditions.push(sql`${q.tag.toLowerCase()} = any(p.tags)`);
  if (relevance && !q.sort) {
    return run(q, conditions, sql`${relevance} desc, p.created_at desc, p.id desc`);
  }
  const [column, direction] = sortColumns[q.sort ?? 'latest']!;
  const dir = sql.raw(q.order ?? direction);
  return run(q, conditions, sql`${sql.raw(column)} ${dir}, p.id ${dir}`);
}

async function run(
  q: ReturnType<typeof productListInput.parse>,
  conditions: ReturnType<typeof sql>[],
  order: ReturnType<typeof sql>,
) {
  const rows = await queryRows<{ id: string; total: string | number }>(
    database.db,
    sql`select p.id, count(*) over () as total
        from products p join categories c on c.id = p.category_id
        left join categories parent on parent.id = c.parent_id
        where ${sql.join(conditions, sql` and `)}
        order by ${order}`,
  );
  const start = (q.page - 1) * q.limit;
  return {
    ids: rows.slice(start, start + q.limit).map((r) => r.id),
    total: rows.length,
  };
}

describe('the listing against a reference query', () => {
  it(`agrees on ${COMBINATIONS} random filter combinations`, async () => {
    const services = createTestServices(database);
    for (let seed = 1; seed <= COMBINATIONS; seed++) {
      const input = randomQuery(seed);
      const page = await findProductsForListing(services, productListInput.parse(input));
      const expected = await referenceListing(input);
      expect({ input, ids: page.products.map((p) => p._id), total: page.total }).toEqual({
        input,
        ...expected,
      });
    }
  }, 120_000);
});
