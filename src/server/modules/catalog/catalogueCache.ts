import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import type { CatalogueChange, ChangeFeed } from '../../db/changeFeed';
import type { PooledDb } from '../../db/client';
import type { PublicAnswer } from '../../http/publicReads';
import type { ShopMetrics } from '../../metrics/shopMetrics';
import type { StorefrontPage } from '../../pages/storefrontHtml';
import type { ListingFacets } from '../../../shared/facets';
import type { ShopInfo } from '../../../shared/shop';
import type { CategoryIndex } from './categoryIndex';
import type { HomeShowcase } from './homeService';
import type { ProductRow } from './productRows';

/** How long anything stays at most, should a change notice ever go missing. */
const MAX_AGE_MS = 60_000;

/** What the cache counts for the metrics (metrics/shopMetrics.ts). */
export type CacheCounters = Pick<ShopMetrics, 'cacheLookups' | 'changeNotices'>;

/**
 * The products a cached entry shows, noted while it is computed (`showsProducts`): a notice that
 * only these products' stock changed forgets it. `everyStock`: it depends on every product's stock
 * (a listing sorted by stock), so any stock change forgets it.
 */
export interface Shows {
  ids: Set<string>;
  everyStock: boolean;
}

const showsNothing = (): Shows => ({ ids: new Set(), everyStock: false });

/** The entry being computed in this async context (each `remember` and `noting` opens one). */
const computing = new AsyncLocalStorage<Shows>();

/**
 * Notes, for whatever cached entry is being computed now, that it shows these products (their
 * stock, their "only 2 left"). Product rows note themselves (productRows.ts), so whatever is made
 * of them is tagged without its own code saying so.
 */
export function showsProducts(ids: Iterable<string>) {
  const into = computing.getStore();
  if (into) for (const id of ids) into.ids.add(id);
}

/** Notes that the entry being computed depends on every product's stock (its order does). */
export function dependsOnEveryStock() {
  const into = computing.getStore();
  if (into) into.everyStock = true;
}

function addShows(into: Shows | undefined, shows: Shows | null) {
  if (!into || !shows) return;
  for (const id of shows.ids) into.ids.add(id);
  into.everyStock ||= shows.everyStock;
}

/** Runs `compute` as a cached entry's computation: what it showed comes back with its value. */
export async function noting<T>(compute: () => Promise<T>): Promise<{ value: T; shows: Shows }> {
  const shows = showsNothing();
  const value = await computing.run(shows, compute);
  addShows(computing.getStore(), shows);
  return { value, shows };
}

/** An entry; `shows` is null while its value is still being computed. */
interface Entry<V> {
  value: V;
  shows: Shows | null;
}

/** What the cache itself and the metrics see of each part, whatever it holds. */
interface Part {
  readonly name: string;
  readonly entries: number;
  readonly bytes: number | undefined;
  clear(): void;
  /** Forgets what shows any of these products (or may: an entry still being computed). */
  forgetShowing(ids: Set<string>): void;
}

/**
 * One named part of the cache, bounded on its own, so entries of one kind (say, listings of
 * random query strings) never push out another (the category index). Holds nothing while the
 * cache is off; a value computed while a catalogue write that concerns it committed is not kept
 * (`version`). Every look-up is counted as a hit or a miss of its part, which is how a part shows
 * it pays. `showsStock: false` declares that no entry of the part depends on any product's stock
 * (counts, spellings, categories, the shop's information): a sale forgets nothing there.
 */
class CachePart<V extends object> implements Part {
  readonly #entries: LRUCache<string, Entry<V>>;
  protected readonly showsStock: boolean;

  constructor(
    protected readonly cache: CatalogueCache,
    readonly name: string,
    options: {
      max: number;
      maxBytes?: number;
      bytesOf?: (value: V) => number;
      showsStock?: boolean;
    },
  ) {
    const { bytesOf } = options;
    this.#entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      ttl: MAX_AGE_MS,
      ...(options.maxBytes && bytesOf
        ? { maxSize: options.maxBytes, sizeCalculation: (entry) => bytesOf(entry.value) }
        : {}),
    });
    this.showsStock = options.showsStock ?? true;
    cache.parts.push(this);
  }

  protected lookUp(key: string): Entry<V> | undefined {
    const entry = this.cache.enabled ? this.#entries.get(key) : undefined;
    this.cache.counters.cacheLookups.inc({ part: this.name, result: entry ? 'hit' : 'miss' });
    return entry;
  }

  get(key: string): V | undefined {
    const entry = this.lookUp(key);
    if (entry) addShows(computing.getStore(), entry.shows);
    return entry?.value;
  }

  /**
   * Keeps `value`, which shows `shows` (default: it may show any product's stock), unless the
   * catalogue changed since `version` (from `cache.version()`) in a way that concerns it.
   */
  set(key: string, value: V, version: number, shows?: Shows) {
    this.store(key, { value, shows: shows ?? null }, version);
  }

  protected store(key: string, entry: Entry<V>, version: number) {
    if (this.cache.enabled && !this.outdated(version, entry.shows)) this.#entries.set(key, entry);
  }

  /** Whether a value computed from `version` on, showing `shows` (null: unknown), is stale. */
  protected outdated(version: number, shows: Shows | null) {
    return this.cache.changedSince(version, this.showsStock ? shows : showsNothing());
  }

  /** Forgets `key` if it still holds `value` (and not something stored since). */
  forget(key: string, value: V) {
    if (this.#entries.peek(key)?.value === value) this.#entries.delete(key);
  }

  protected forgetKey(key: string) {
    this.#entries.delete(key);
  }

  forgetShowing(ids: Set<string>) {
    if (!this.showsStock || this.#entries.size === 0) return;
    const stale: string[] = [];
    for (const [key, { shows }] of this.#entries.entries()) {
      if (!shows || shows.everyStock || [...ids].some((id) => shows.ids.has(id))) stale.push(key);
    }
    for (const key of stale) this.#entries.delete(key);
  }

  clear() {
    // LRUCache's clear wipes arrays as long as `max` even when it holds nothing; a sale's
    // notices would pay that for every part.
    if (this.#entries.size > 0) this.#entries.clear();
  }

  get entries(): number {
    return this.#entries.size;
  }

  /** What it holds in bytes, for a part bounded in bytes. */
  get bytes(): number | undefined {
    return this.#entries.maxSize ? this.#entries.calculatedSize : undefined;
  }
}

/**
 * A part holding computations: one per key however many ask at once; a failure is not kept. What
 * a computation shows is noted as it runs, and added to the computation that asked for it (a page
 * shows what its listing shows), hit or miss.
 */
class RememberingPart<T> extends CachePart<Promise<T>> {
  remember(key: string, compute: () => Promise<T>): Promise<T> {
    const into = computing.getStore();
    const held = this.lookUp(key);
    if (held) {
      if (!into) return held.value;
      // Still being computed, its `shows` is known once it is done.
      return held.value.then((value) => {
        addShows(into, held.shows);
        return value;
      });
    }
    const version = this.cache.version();
    const shows = showsNothing();
    const pending = computing.run(shows, compute);
    const entry: Entry<Promise<T>> = { value: pending, shows: null };
    this.store(key, entry, version);
    const done = pending.then(
      (value) => {
        entry.shows = shows;
        // A sale of a product it shows while it was computed: used now, not kept.
        if (this.outdated(version, shows)) this.forget(key, pending);
        addShows(into, shows);
        return value;
      },
      (err: unknown) => {
        this.forget(key, pending);
        throw err;
      },
    );
    return done;
  }
}

/** Product rows by id: each shows its own product; a sale forgets the rows of those sold. */
class ProductRowsPart extends CachePart<ProductRow> {
  override set(id: string, row: ProductRow, version: number) {
    this.store(id, { value: row, shows: { ids: new Set([id]), everyStock: false } }, version);
  }

  override forgetShowing(ids: Set<string>) {
    for (const id of ids) this.forgetKey(id);
  }
}

/** How many notices back a computation's start is still checked against (older: not kept). */
const NOTICES_REMEMBERED = 256;

/**
 * This instance's memory of the catalogue, one service shared by every request. Every catalogue
 * write anywhere reaches it (PostgreSQL NOTIFY, db/changeFeed.ts): a sale forgets what shows the
 * products sold, anything else clears all of it; while no notice could reach it (the feed is
 * down, or there is none), it holds nothing.
 */
export class CatalogueCache {
  #generation = 0;
  /** The last notices, oldest first: the products whose stock changed, or null (everything). */
  readonly #notices: (Set<string> | null)[] = [];
  /** Every part, in the order declared below (each adds itself). */
  readonly parts: Part[] = [];

  /** Every category (dozens), for names, references and visibility. */
  readonly categoryIndex = new RememberingPart<CategoryIndex>(this, 'categoryIndex', {
    max: 1,
    showsStock: false,
  });
  /** The home page's shelves. */
  readonly home = new RememberingPart<HomeShowcase>(this, 'home', { max: 1 });
  /** Product rows by id: a whole catalogue of this size takes a few tens of megabytes. */
  readonly productRows = new ProductRowsPart(this, 'productRows', { max: 20_000 });
  /** Number of matches per filter, and per relevance tier of a search (no filter on stock). */
  readonly counts = new RememberingPart<number>(this, 'counts', { max: 5_000, showsStock: false });
  /** Number of matches of a filter by size in stock, which any sale may change. */
  readonly stockCounts = new RememberingPart<number>(this, 'stockCounts', { max: 2_000 });
  /** The listing's facets per filter (decision 047); sizes in stock make any sale forget them. */
  readonly facets = new RememberingPart<ListingFacets>(this, 'facets', { max: 2_000 });
  /** Where deep pages start (productService.ts `startOfWalk`); by stock, noted as such. */
  readonly bookmarks = new RememberingPart<{ key: string; id: string } | null>(this, 'bookmarks', {
    max: 5_000,
  });
  /** A search word's corrections ('diamnd' → diamond). */
  readonly spellings = new RememberingPart<string[]>(this, 'spellings', {
    max: 2_000,
    showsStock: false,
  });
  /** Server-rendered pages by address, and the procedure answers they are made of. */
  readonly pages = new RememberingPart<StorefrontPage | null>(this, 'pages', { max: 500 });
  readonly pageData = new RememberingPart<unknown>(this, 'pageData', { max: 1_000 });
  /** The shop's information: every paid order's confirmation and VAT read it. */
  readonly shopInfo = new CachePart<ShopInfo>(this, 'shopInfo', { max: 1, showsStock: false });
  /** Public reads' answers as sent (http/publicReads.ts), by address, bounded in bytes. */
  readonly answers = new CachePart<PublicAnswer>(this, 'answers', {
    max: 2_000,
    maxBytes: 64 * 1024 * 1024,
    bytesOf: (answer) => answer.body.length,
  });

  constructor(
    private readonly feed: Pick<ChangeFeed, 'live'> | undefined,
    readonly counters: CacheCounters,
  ) {}

  get enabled(): boolean {
    return this.feed?.live ?? false;
  }

  /** Taken before computing something to keep: `set` refuses it if a change came since. */
  version(): number {
    return this.#generation;
  }

  /**
   * Whether a notice since `version` concerns a value showing `shows` (null: may show anything):
   * one that cleared everything, or a stock change of a product it shows.
   */
  changedSince(version: number, shows: Shows | null): boolean {
    const missed = this.#generation - version;
    if (missed === 0) return false;
    if (missed > this.#notices.length) return true;
    for (const stockOf of this.#notices.slice(-missed)) {
      if (!stockOf || !shows || shows.everyStock) return true;
      for (const id of stockOf) if (shows.ids.has(id)) return true;
    }
    return false;
  }

  /**
   * A notice. Only some products' stock changed (a sale): forget what shows them. Otherwise
   * (null: unknown, or a notice may have been missed) clear every part, but a write to the
   * products and their pictures, categories or reviews keeps the shop's information.
   */
  invalidate(change: CatalogueChange | null = null) {
    this.#generation++;
    const stockOf = change?.stockOf ? new Set(change.stockOf) : null;
    this.#notices.push(stockOf);
    if (this.#notices.length > NOTICES_REMEMBERED) this.#notices.shift();
    if (stockOf) {
      for (const part of this.parts) part.forgetShowing(stockOf);
    } else {
      const keepShopInfo = change !== null && catalogueTables.has(change.table);
      for (const part of this.parts) if (!(keepShopInfo && part === this.shopInfo)) part.clear();
    }
    this.counters.changeNotices.inc();
  }
}

/** Tables whose notices say nothing about the shop's information (shop_info, store_hours). */
const catalogueTables = new Set(['products', 'product_images', 'categories', 'reviews']);

/** The cache of a database's change feed, told of each of its notices. */
export function createCatalogueCache(
  feed: ChangeFeed | undefined,
  counters: CacheCounters,
): CatalogueCache {
  const cache = new CatalogueCache(feed, counters);
  feed?.subscribe((change) => cache.invalidate(change));
  return cache;
}

/** What catalogue reads need: the database and the cache in front of it. */
export interface CatalogueReader {
  db: PooledDb;
  catalogue: CatalogueCache;
}
