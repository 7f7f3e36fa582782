import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/changeFeed';
import type { PooledDb } from '../../db/client';
import type { PublicAnswer } from '../../http/publicReads';
import type { ShopMetrics } from '../../metrics/shopMetrics';
import type { StorefrontPage } from '../../pages/storefrontHtml';
import type { ShopInfo } from '../../../shared/shop';
import type { CategoryIndex } from './categoryIndex';
import type { HomeShowcase } from './homeService';
import type { ProductRow } from './productRows';

/** How long anything stays at most, should a change notice ever go missing. */
const MAX_AGE_MS = 60_000;

/** What the cache counts for the metrics (metrics/shopMetrics.ts). */
export type CacheCounters = Pick<ShopMetrics, 'cacheLookups' | 'changeNotices'>;

/** What the cache itself and the metrics see of each part, whatever it holds. */
interface Part {
  readonly name: string;
  readonly entries: number;
  readonly bytes: number | undefined;
  clear(): void;
}

/**
 * One named part of the cache, bounded on its own, so entries of one kind (say, listings of
 * random query strings) never push out another (the category index). Holds nothing while the
 * cache is off; a value computed while a catalogue write committed is not kept (`version`).
 * Every look-up is counted as a hit or a miss of its part, which is how a part shows it pays.
 */
class CachePart<V extends object> implements Part {
  readonly #entries: LRUCache<string, V>;

  constructor(
    protected readonly cache: CatalogueCache,
    readonly name: string,
    options: { max: number; maxBytes?: number; bytesOf?: (value: V) => number },
  ) {
    this.#entries = new LRUCache<string, V>({
      max: options.max,
      ttl: MAX_AGE_MS,
      ...(options.maxBytes ? { maxSize: options.maxBytes, sizeCalculation: options.bytesOf } : {}),
    });
    cache.parts.push(this);
  }

  get(key: string): V | undefined {
    const value = this.cache.enabled ? this.#entries.get(key) : undefined;
    this.cache.counters.cacheLookups.inc({ part: this.name, result: value ? 'hit' : 'miss' });
    return value;
  }

  /** Keeps `value` unless the catalogue changed since `version` (from `cache.version()`). */
  set(key: string, value: V, version: number) {
    if (this.cache.enabled && version === this.cache.version()) this.#entries.set(key, value);
  }

  /** Forgets `key` if it still holds `value` (and not something stored since). */
  forget(key: string, value: V) {
    if (this.#entries.peek(key) === value) this.#entries.delete(key);
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

/** A part holding computations: one per key however many ask at once; a failure is not kept. */
class RememberingPart<T> extends CachePart<Promise<T>> {
  remember(key: string, compute: () => Promise<T>): Promise<T> {
    const held = this.get(key);
    if (held) return held;
    const pending = compute();
    this.set(key, pending, this.cache.version());
    pending.catch(() => this.forget(key, pending));
    return pending;
  }
}

/**
 * This instance's memory of the catalogue, one service shared by every request. Every catalogue
 * write anywhere clears all of it (PostgreSQL NOTIFY, db/changeFeed.ts); while no notice could
 * reach it (the feed is down, or there is none), it holds nothing.
 */
export class CatalogueCache {
  #generation = 0;
  /** Every part, in the order declared below (each adds itself). */
  readonly parts: Part[] = [];

  /** Every category (dozens), for names, references and visibility. */
  readonly categoryIndex = new RememberingPart<CategoryIndex>(this, 'categoryIndex', { max: 1 });
  /** The home page's shelves. */
  readonly home = new RememberingPart<HomeShowcase>(this, 'home', { max: 1 });
  /** Product rows by id: a whole catalogue of this size takes a few tens of megabytes. */
  readonly productRows = new CachePart<ProductRow>(this, 'productRows', { max: 20_000 });
  /** Number of matches per filter, and per relevance tier of a search. */
  readonly counts = new RememberingPart<number>(this, 'counts', { max: 5_000 });
  /** Where deep pages start (productService.ts `startOfWalk`). */
  readonly bookmarks = new RememberingPart<{ key: string; id: string } | null>(this, 'bookmarks', {
    max: 5_000,
  });
  /** A search word's corrections ('diamnd' → diamond). */
  readonly spellings = new RememberingPart<string[]>(this, 'spellings', { max: 2_000 });
  /** Server-rendered pages by address, and the procedure answers they are made of. */
  readonly pages = new RememberingPart<StorefrontPage | null>(this, 'pages', { max: 500 });
  readonly pageData = new RememberingPart<unknown>(this, 'pageData', { max: 1_000 });
  /** The shop's information: every paid order's confirmation and VAT read it. */
  readonly shopInfo = new CachePart<ShopInfo>(this, 'shopInfo', { max: 1 });
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
   * A write to `table` (null: unknown, or a notice may have been missed) clears every part, but
   * a write to the products and their pictures, categories or reviews keeps the shop's
   * information, which every sale would otherwise clear (each one changes a product's stock).
   */
  invalidate(table: string | null = null) {
    this.#generation++;
    const keepShopInfo = table !== null && catalogueTables.has(table);
    for (const part of this.parts) if (!(keepShopInfo && part === this.shopInfo)) part.clear();
    this.counters.changeNotices.inc();
  }
}

/** Tables whose notices say nothing about the shop's information (shop_info, store_hours). */
const catalogueTables = new Set(['products', 'product_images', 'categories', 'reviews']);

/** The cache of a database's change feed, cleared by each of its notices. */
export function createCatalogueCache(
  feed: ChangeFeed | undefined,
  counters: CacheCounters,
): CatalogueCache {
  const cache = new CatalogueCache(feed, counters);
  feed?.subscribe((table) => cache.invalidate(table));
  return cache;
}

/** What catalogue reads need: the database and the cache in front of it. */
export interface CatalogueReader {
  db: PooledDb;
  catalogue: CatalogueCache;
}
