import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteExtensions, queryRows, type Database } from '../../src/server/db/client';
import { startDatabaseThread } from '../../src/server/db/embedded/embeddedDatabase';
import type { ThreadReply, ThreadRequest } from '../../src/server/db/embedded/protocol';
import { isUniqueViolation } from '../../src/server/db/errors';
import { categories } from '../../src/server/db/schema';

/**
 * The shop's embedded database runs in a thread of its own (decision 011). Whatever goes through
 * that thread must read, fail, commit and notify exactly as PGlite does in-process.
 */
describe('the embedded database in its own thread', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-embedded-'));
    database = openPglite({ dataDir });
    await database.migrate();
  });

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const everyKindOfValue = sql`select
    timestamptz '2026-11-24 09:30:00+00' as at, date '2026-11-24' as day,
    interval '1 day 2 hours' as gap, 12.50::numeric(10, 2) as amount, 9007199254740993::int8 as big,
    array[1, 2, 3] as numbers, array[timestamp '2026-01-01 10:00'] as stamps,
    '{"ring": {"size": "M"}}'::jsonb as detail, 'émeraude' as name, null::text as nothing,
    true as yes, '\\x0102'::bytea as bytes`;

  it('answers what PGlite answers in-process, value for value', async () => {
    const [inserted] = await database.db
      .insert(categories)
      .values({ name: 'Rings', slug: 'rings-thread' })
      .returning();
    const raw = await queryRows(database.db, everyKindOfValue);
    const typed = await database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'rings-thread'));
    expect(typed).toEqual([inserted]);
    expect(typed[0]!.createdAt).toBeInstanceOf(Date);

    // The same data directory, opened in this thread once the other has let go of it.
    await database.close();
    const client = new PGlite(path.join(dataDir), { extensions: pgliteExtensions });
    const inProcess = openPglite({ client });
    try {
      expect(await queryRows(inProcess.db, everyKindOfValue)).toEqual(raw);
      expect(
        await inProcess.db.select().from(categories).where(eq(categories.slug, 'rings-thread')),
      ).toEqual(typed);
    } finally {
      await inProcess.close();
      database = openPglite({ dataDir });
    }
  });

  it('fails a statement with PostgreSQL’s error and code, and goes on serving', async () => {
    await database.db.insert(categories).values({ name: 'Necklaces', slug: 'necklaces-thread' });
    const refused = await database.db
      .insert(categories)
      .values({ name: 'Necklaces again', slug: 'necklaces-thread' })
      .catch((err: unknown) => err);
    expect(isUniqueViolation(refused)).toBe(true);
    await expect(database.db.execute(sql`select nonsense from nowhere`)).rejects.toThrow(/nowhere/);
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('commits a transaction whole, rolls a failed one back, and runs them one at a time', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'Kept', slug: 'kept-thread' });
      await tx.insert(categories).values({ name: 'Kept too', slug: 'kept-too-thread' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Lost', slug: 'lost-thread' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const slugs = await queryRows<{ slug: string }>(
      database.db,
      sql`select slug from categories where slug like '%-thread' order by slug`,
    );
    expect(slugs.map((row) => row.slug)).toEqual(
      expect.arrayContaining(['kept-thread', 'kept-too-thread']),
    );
    expect(slugs.map((row) => row.slug)).not.toContain('lost-thread');

    // Twenty read-then-write transactions at once: none may read what another is about to change.
    await database.db.execute(sql`create table counter (n int not null)`);
    await database.db.execute(sql`insert into counter values (0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = await queryRows<{ n: number }>(tx, sql`select n from counter`);
          await tx.execute(sql`update counter set n = ${row!.n + 1}`);
        }),
      ),
    );
    expect(await queryRows(database.db, sql`select n from counter`)).toEqual([{ n: 20 }]);
  });

  it('hears a catalogue write before the write itself answers', async () => {
    const feed = database.changes;
    await expect.poll(() => feed.live).toBe(true);
    let heard = 0;
    const unsubscribe = feed.subscribe(() => heard++);
    await database.db
      .update(categories)
      .set({ description: 'Heard' })
      .where(eq(categories.slug, 'kept-thread'));
    expect(heard).toBeGreaterThan(0);
    unsubscribe();
  });

  it('keeps this thread free while a long statement runs', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    counting = false;
    // In-process, PGlite would hold this thread for the whole statement: a turn or two at most.
    expect(turns).toBeGreaterThan(20);
  });

  it('refuses a statement from a transaction that has ended, and goes on serving', async () => {
    let ended: Parameters<Parameters<typeof database.db.transaction>[0]>[0] | undefined;
    await database.db.transaction(async (tx) => {
      ended = tx;
      await tx.execute(sql`select 1`);
    });
    const refused = (await ended!.execute(sql`select 1`).catch((err: unknown) => err)) as Error;
    expect((refused.cause as Error | undefined)?.message).toMatch(/^transaction \d+ is not open$/);
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('fails every statement, instead of hanging, when the data directory cannot be opened', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'shop-broken-'));
    try {
      await writeFile(path.join(broken, 'PG_VERSION'), '9\n');
      const unusable = openPglite({ dataDir: broken });
      await expect(unusable.db.execute(sql`select 1`)).rejects.toThrow();
      await unusable.close();
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('refuses statements once closed, with a clear error', async () => {
    await database.close();
    const refused = (await database.db
      .execute(sql`select 1`)
      .catch((err: unknown) => err)) as Error;
    expect((refused.cause as Error | undefined)?.message).toMatch(/database thread ended/);
  });

  // Last: it opens the data directory the shop's thread has let go of (a fresh one would take
  // PGlite many seconds to create).
  it('answers a request naming a transaction it does not know with an error, and goes on serving', async () => {
    const thread = startDatabaseThread(dataDir);
    const ask = (request: ThreadRequest) =>
      new Promise<ThreadReply>((resolve) => {
        const hear = (reply: ThreadReply) => {
          if (!('id' in reply) || reply.id !== request.id) return;
          thread.off('message', hear);
          resolve(reply);
        };
        thread.on('message', hear);
        thread.postMessage(request);
      });
    try {
      const notOpen = { message: 'transaction 41 is not open' };
      expect(await ask({ id: 1, kind: 'end', tx: 41, commit: true })).toEqual({
        id: 1,
        error: notOpen,
      });
      expect(
        await ask({ id: 2, kind: 'query', tx: 41, sql: 'select 1 as one', textTypes: [] }),
      ).toEqual({ id: 2, error: notOpen });
      expect(
        await ask({ id: 3, kind: 'query', sql: 'select 1 as one', textTypes: [] }),
      ).toMatchObject({ id: 3, result: { rows: [{ one: 1 }] } });
      expect(await ask({ id: 4, kind: 'close' })).toEqual({ id: 4, result: null });
    } finally {
      await thread.terminate();
    }
  });
});
