import { changeFeedOf, type Db } from '../../db/client';

/** How long anything stays cached at most, should a change notice ever go missing. */
const MAX_AGE_MS = 60_000;
const MAX_VALUES = 1000;
const MAX_RESPONSES = 500;
/** Product rows by id: a whole catalogue of this size fits in a few tens of megabytes. */
const MAX_ROWS = 20_000;

/** A catalogue answer as sent: the JSON body, its ETag, and compressed copies made on demand. */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  contentType: string;
  encoded: Map<string, Buffer>;
}

interface Entry<T> {
  value: T;
  expires: number;
}

/** A Map that forgets its least recently used entries beyond `limit`, and expired ones. */
class RecentEntries<T> {
  private readonly entries = new Map<string, Entry<T>>();
  constructor(private readonly limit: number) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires < Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + MAX_AGE_MS });
    if (this.entries.size > this.limit) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  /** Forgets `key` if it still holds `value` (and not something stored since). */
  forget(key: string, value: T) {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * This instance's memory of catalogue answers: values the queries need (the category tree, the
 * number of matches per filter) and whole HTTP responses. Every catalogue write anywhere clears
 * it (PostgreSQL NOTIFY, see db/changeFeed.ts); while no notice could reach it, it holds nothing.
 * An answer computed while a write committed is not kept: `version` tells them apart.
 */
export class CatalogueCache {
  private generation = 0;
  private readonly values = new RecentEntries<Promise<unknown>>(MAX_VALUES);
  private readonly responses = new RecentEntries<CachedResponse>(MAX_RESPONSES);
  private readonly rows = new RecentEntries<unknown>(MAX_ROWS);

  constructor(private readonly feed: { readonly live: boolean } | undefined) {}

  get enabled(): boolean {
    return this.feed?.live ?? false;
  }

  invalidate() {
    this.generation++;
    this.values.clear();
    this.responses.clear();
    this.rows.clear();
  }

  /** Taken before computing an answer; `storeResponse` refuses it if a change came since. */
  version(): number {
    return this.generation;
  }

  /**
   * The value under `key`, computed once however many requests ask at the same time. A change
   * while it is computed clears it with everything else, so a stale result is never reused; a
   * failure is not remembered.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const cached = this.values.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const pending = compute();
    this.values.set(key, pending);
    pending.catch(() => this.values.forget(key, pending));
    return pending;
  }

  /**
   * Rows by id (products), kept like the other values: `load` fetches the ids not held, in one
   * go. Answers them in the order of `ids`; an id with no row is left out.
   */
  async rowsById<T>(
    ids: string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<T[]> {
    const inOrder = (found: Map<string, T>) =>
      ids.flatMap((id) => {
        const row = found.get(id);
        return row === undefined ? [] : [row];
      });
    if (!this.enabled) return inOrder(await load(ids));
    const version = this.generation;
    const held = new Map<string, T>();
    for (const id of ids) {
      const row = this.rows.get(id) as T | undefined;
      if (row !== undefined) held.set(id, row);
    }
    const missing = ids.filter((id) => !held.has(id));
    if (missing.length > 0) {
      for (const [id, row] of await load(missing)) {
        held.set(id, row);
        // A row read while a write committed may be stale: use it now, keep it only if not.
        if (version === this.generation) this.rows.set(id, row);
      }
    }
    return inOrder(held);
  }

  response(key: string): CachedResponse | undefined {
    return this.enabled ? this.responses.get(key) : undefined;
  }

  storeResponse(key: string, version: number, response: CachedResponse) {
    if (this.enabled && version === this.generation) this.responses.set(key, response);
  }
}

const caches = new WeakMap<Db, CatalogueCache>();

/**
 * The cache of the database handle `db`: one per instance, like its connection pool. A
 * transaction has no change feed, so it gets a cache that never holds anything: what it reads
 * may not be committed, and must not be served to anyone else.
 */
export function catalogueCache(db: Db): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    const feed = changeFeedOf(db);
    cache = new CatalogueCache(feed);
    feed?.subscribe(() => cache!.invalidate());
    caches.set(db, cache);
  }
  return cache;
}
