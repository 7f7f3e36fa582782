import type { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { EmbeddedClient } from './embedded/embeddedDatabase';

/** The channel the catalogue's triggers notify on (migrations 0003 and 0022). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * What a notice says changed: a table, and for a sale (or a cancellation), which products' stock
 * alone changed, none of them crossing zero (migration 0022): a cache forgets only what shows them.
 */
export interface CatalogueChange {
  table: string;
  stockOf?: string[];
}

/** A notice's payload: '<table>', or 'products stock <id>,<id>…'. */
export function readCatalogueNotice(payload: string | undefined): CatalogueChange | null {
  if (!payload) return null;
  const [table = '', kind, ids] = payload.split(' ');
  return kind === 'stock' && ids ? { table, stockOf: ids.split(',') } : { table };
}

/**
 * Tells this process that the catalogue changed, wherever the write came from: this instance,
 * another one on the same database, or a hand-run UPDATE. Subscribers are also called whenever a
 * message may have been missed (the listening connection came back), so a cache can drop
 * everything. While `live` is false nothing guarantees a notice would arrive: don't cache then.
 * Subscribers are told what changed, or null when they cannot know (drop everything).
 */
export type ChangeListener = (change: CatalogueChange | null) => void;

export interface ChangeFeed {
  readonly live: boolean;
  subscribe(onChange: ChangeListener): () => void;
  close(): Promise<void>;
}

function subscribers() {
  const callbacks = new Set<ChangeListener>();
  return {
    subscribe: (onChange: ChangeListener) => {
      callbacks.add(onChange);
      return () => void callbacks.delete(onChange);
    },
    notify: (payload: string | undefined) => {
      const change = readCatalogueNotice(payload);
      for (const onChange of callbacks) onChange(change);
    },
  };
}

/** PGlite is one connection in this process: every write and every notice goes through it. */
export function pgliteChangeFeed(client: EmbeddedClient): ChangeFeed {
  const feed = subscribers();
  let live = false;
  const listening = client
    .listen(CATALOGUE_CHANNEL, (payload) => feed.notify(payload))
    .then(
      () => {
        live = true;
        // Anything cached before the listener was in place may be stale.
        feed.notify(undefined);
      },
      // A database that cannot be opened fails every statement: nothing to hear, nothing cached.
      () => undefined,
    );
  return {
    get live() {
      return live;
    },
    subscribe: feed.subscribe,
    async close() {
      await listening;
      live = false;
    },
  };
}

const RECONNECT_DELAY_MS = 1000;

/**
 * The pool's connection class for node-postgres. It asks the triggers (migration 0022) to tell
 * the writing session of its own catalogue writes as they happen (a NOTICE message), and passes
 * them on once its transaction has ended: after the COMMIT's answer and before the writer's code
 * goes on, so a write on this instance has changed its cache by the time the writer reads again,
 * whichever statement or transaction wrote (nothing for a writer to remember to do). Pooled
 * connections do not LISTEN: other instances' writes, and hand-run ones, reach this instance
 * through the feed's one listening connection. (This instance's own writes reach it there too,
 * a moment later: forgetting twice is harmless.) A rolled-back write is passed on as well: a
 * needless clear, never a stale answer.
 */
export function hearingOwnWrites(onPayload: (payload: string) => void) {
  return class HearingOwnWrites extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      const settings = typeof config === 'string' ? { connectionString: config } : (config ?? {});
      const options = `${settings.options ?? ''} -c shop.hear_own_catalogue_changes=on`.trim();
      super({ ...settings, options });
      let heard: string[] = [];
      const passOn = () => {
        const payloads = new Set(heard);
        heard = [];
        for (const payload of payloads) onPayload(payload);
      };
      this.on('notice', (notice) => {
        if (notice.message === CATALOGUE_CHANNEL && notice.detail) heard.push(notice.detail);
      });
      // ReadyForQuery carries the transaction status: 'I' once none is open. Heard on the
      // protocol connection, before node-postgres resolves the statement's promise.
      (this as unknown as { connection: EventEmitter }).connection.on(
        'readyForQuery',
        (message: { status?: string }) => {
          if (message.status === 'I' && heard.length > 0) passOn();
        },
      );
      // Lost with a write unanswered: it may have committed.
      this.on('end', () => heard.length > 0 && passOn());
    }
  };
}

/**
 * node-postgres: one connection, held open and reconnected when lost, which LISTENs for every
 * instance's writes (`live` follows it), and the pool's connections, which hear their own (see
 * `hearingOwnWrites`).
 */
export function postgresChangeFeed(
  url: string,
  log?: Logger,
): ChangeFeed & { poolClient: typeof pg.Client } {
  const feed = subscribers();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === CATALOGUE_CHANNEL) feed.notify(message.payload);
  };

  let live = false;
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  /** Only the current listener's end counts; a replaced one's late events are ignored. */
  const lost = (client: pg.Client, err?: unknown) => {
    if (closed || listener !== client) return;
    listener = null;
    live = false;
    log?.warn({ err }, 'catalogue change listener lost; reconnecting');
    retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };

  async function connect() {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    client.on('notification', onNotification);
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (closed) return void (await client.end());
      live = true;
      // Notices sent while no one was listening are gone: assume the worst.
      feed.notify(undefined);
    } catch (err) {
      lost(client, err);
      client.end().catch(() => undefined);
    }
  }
  void connect();

  return {
    get live() {
      return live;
    },
    subscribe: feed.subscribe,
    /** The connection class a pool needs for this instance to see its own writes at once. */
    poolClient: hearingOwnWrites(feed.notify),
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}
