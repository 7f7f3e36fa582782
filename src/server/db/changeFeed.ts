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
 * message may have been missed (a listening connection came back), so a cache can drop
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
 * The pool's connection class for node-postgres: it LISTENs before the pool hands it out.
 * PostgreSQL gives a session its own notices before its COMMIT answers, so a write on this
 * instance has cleared the cache by the time the writer reads again. A pooled connection acts
 * only on its own session's notices: everyone else's reach this instance once, through the
 * feed's own listener, instead of once per pooled connection (each clearing the whole cache).
 */
export function listeningClient(onNotification: (message: pg.Notification) => void) {
  return class ListeningClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (err: Error | null, client?: pg.Client) => void): void;
    override connect(
      callback?: (err: Error | null, client?: pg.Client) => void,
    ): Promise<pg.Client> | void {
      this.on('notification', (message: pg.Notification) => {
        // `processID`: this session's backend, from the server's BackendKeyData at connect.
        const ownProcess = (this as unknown as { processID: number | null }).processID;
        if (message.processId === ownProcess) onNotification(message);
      });
      // Until the pool has it (and listens for its errors), a connection the server ends (a
      // restart) would emit an 'error' no one hears, which ends the process: heard here, it
      // fails the connect instead.
      let lost: Error | undefined;
      const hearLoss = (err: Error) => (lost ??= err);
      this.on('error', hearLoss);
      const ready = super
        .connect()
        .then(async () => {
          await this.query(`LISTEN ${CATALOGUE_CHANNEL}`);
          if (lost) throw lost;
          return this;
        })
        .finally(() => this.removeListener('error', hearLoss));
      if (!callback) return ready;
      ready.then((client) => callback(null, client), callback);
    }
  };
}

/**
 * node-postgres: the pool's connections (see `listeningClient`) and one more connection, held
 * open and reconnected when lost, which hears other instances' writes while the pool sits idle;
 * `live` follows it.
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
    /** The connection class a pool needs for this feed to hear its own writes. */
    poolClient: listeningClient(onNotification),
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}
