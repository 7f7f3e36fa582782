/** What a scenario is held to, by the database our server runs on (see `budgetFor`). */
export type ScenarioKind = 'listing' | 'detail' | 'tree' | 'home' | 'hot';

export interface Scenario {
  name: string;
  kind: ScenarioKind;
  /** Our server's path. */
  path: string;
  /** The reference server's path it is compared with. */
  reference: string;
  /** Unique URL per request, so no response cache answers it. */
  cold: boolean;
}

const LIMIT = 'limit=12';

/**
 * Every listing asks for 12 products, the reference's page size. Cold listings are compared with
 * the reference's default listing at the same page (its one indexed page query and a count); the
 * hot listing, answered from memory, with a bare handler sending the same bytes.
 */
export function benchScenarios(productId: string): Scenario[] {
  const listing = (name: string, query: string, page = 1): Scenario => ({
    name,
    kind: 'listing',
    path: `/api/products/getAll?${query}${query ? '&' : ''}${LIMIT}`,
    reference: `/products?page=${page}`,
    cold: true,
  });
  return [
    listing('listing, default', ''),
    listing('listing, collection + sort', 'category=rings&sort=price-low'),
    listing('listing, search', 'search=diamond'),
    listing('listing, price range', 'minPrice=200&maxPrice=800'),
    listing('listing, page 700', 'page=700', 700),
    listing('listing, filter=sale', 'filter=sale'),
    listing('listing, tag', 'tag=gift'),
    // Issue 28's facets: a size in stock is never answered from the remembered counts.
    listing('listing, size in stock + metal', 'size=N&material=white-gold'),
    {
      name: 'listing facets (tRPC)',
      kind: 'listing',
      path: `/trpc/catalog.facets?input=${encodeURIComponent(JSON.stringify({ parent: 'rings' }))}`,
      reference: '/products?page=1',
      cold: true,
    },
    {
      name: 'product detail',
      kind: 'detail',
      path: `/api/products/byId/${productId}`,
      reference: '/products?page=1',
      cold: true,
    },
    {
      name: 'category tree (tRPC)',
      kind: 'tree',
      path: '/trpc/catalog.categoryTree',
      reference: '/products?page=1',
      cold: true,
    },
    {
      name: 'catalog.home (tRPC)',
      kind: 'home',
      path: '/trpc/catalog.home',
      reference: '/products?page=1',
      cold: true,
    },
    {
      name: 'listing, default, hot',
      kind: 'hot',
      path: `/api/products/getAll?${LIMIT}`,
      reference: '/bytes',
      cold: false,
    },
  ];
}

export interface Budget {
  minRatio: number;
  /** The 99th percentile latency must stay under this, in milliseconds. */
  maxP99?: number;
}

/**
 * Issue 8's budgets, as ratios to the reference in the same run. On PGlite only cold listings
 * have one (against the PostgreSQL reference); the rest are reported.
 */
export function budgetFor(kind: ScenarioKind, database: 'postgres' | 'pglite'): Budget | null {
  if (database === 'pglite') return kind === 'listing' ? { minRatio: 0.5, maxP99: 300 } : null;
  const minRatio = { listing: 0.9, detail: 1.0, tree: 1.0, home: 0.9, hot: 0.6 }[kind];
  return { minRatio };
}
