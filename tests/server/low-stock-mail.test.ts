import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { lowStockMails, mailOutbox, products, shopInfo } from '../../src/server/db/schema';
import {
  lowStockRound,
  sendLowStockMailIfDue,
} from '../../src/server/modules/catalog/lowStockMail';
import type { Services } from '../../src/server/services';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct } from '../support/factories';
import { createTestServices } from '../support/services';

/**
 * The owner's daily low-stock mail (decision 045): the products at or below their threshold (the
 * shop's unless they set their own), once a London day from 08:00, whatever the instances.
 */
let database: Database;
let services: Services;
let categoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  categoryId = (await createCategory(database.db, { name: 'Rings' })).id;
  await database.db.insert(shopInfo).values({
    shopName: 'Hatton Jewels',
    email: 'owner@hatton.example',
    lowStockThreshold: 3,
  });
});
afterAll(() => database.close());
beforeEach(async () => {
  // Each test starts with every product well stocked, and no day claimed.
  await database.db.update(products).set({ countInStock: 50 });
  await database.db.delete(lowStockMails);
});

/** 09:30 in London on a winter day (GMT), and the same day at 07:59. */
const morning = (day: string) => new Date(`${day}T09:30:00Z`);
const tooEarly = (day: string) => new Date(`${day}T07:59:00Z`);

const lowStockMailsTo = () =>
  database.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Low stock:%'));

describe('the daily low-stock mail', () => {
  it('lists exactly the products at or below their threshold, once a day on two instances', async () => {
    const product = (name: string, countInStock: number, lowStockThreshold: number | null = null) =>
      createProduct(database.db, { name, categoryId, countInStock, lowStockThreshold });
    await product('Halo Ring', 3); // the shop's 3: low
    await product('Pearl Studs', 4); // above the shop's 3
    await product('Signet Ring', 0); // sold out: low
    await product('Tennis Bracelet', 6, 8); // its own 8: low
    await product('Locket', 1, 0); // its own 0: only sold out is low
    const hidden = await product('Old Brooch', 0);
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    const before = (await lowStockMailsTo()).length;

    expect(await sendLowStockMailIfDue(services, tooEarly('2026-01-14'))).toBeNull();
    // Two instances' rounds at once, and a later round the same day.
    const rounds = await Promise.all([
      sendLowStockMailIfDue(services, morning('2026-01-14')),
      sendLowStockMailIfDue(services, morning('2026-01-14')),
    ]);
    await sendLowStockMailIfDue(services, new Date('2026-01-14T17:00:00Z'));
    expect(rounds.filter(Boolean)).toEqual([
      { day: '2026-01-14', products: 3, sentTo: 'owner@hatton.example' },
    ]);

    const mails = (await lowStockMailsTo()).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.toAddress).toBe('owner@hatton.example');
    expect(mail!.subject).toBe('Low stock: 3 products are running out at Hatton Jewels');
    const listed = mail!.text.split('\n').filter((line) => /left|sold out/.test(line));
    expect(listed.map((line) => line.split(':')[0]!.trim())).toEqual([
      'Signet Ring',
      'Halo Ring',
      'Tennis Bracelet',
    ]);
    expect(mail!.text).toMatch(
      /Signet Ring: sold out \(low at 3\) — http:\/\/shop\.example\.test\/admin\/products\/[0-9a-f]{24}/,
    );
    expect(mail!.text).toContain('Tennis Bracelet: 6 left (low at 8)');
  });

  it('sends nothing on a day when nothing is low, and still claims the day', async () => {
    const before = (await lowStockMailsTo()).length;
    expect(await sendLowStockMailIfDue(services, morning('2026-01-15'))).toEqual({
      day: '2026-01-15',
      products: 0,
      sentTo: null,
    });
    expect(await sendLowStockMailIfDue(services, morning('2026-01-15'))).toBeNull();
    expect(await lowStockMailsTo()).toHaveLength(before);
  });

  it('follows the shop’s threshold as the owner changes it', async () => {
    await createProduct(database.db, { name: 'Charm', categoryId, countInStock: 5 });
    await database.db.update(shopInfo).set({ lowStockThreshold: 5 });
    const sent = await sendLowStockMailIfDue(services, morning('2026-01-16'));
    await database.db.update(shopInfo).set({ lowStockThreshold: 3 });
    expect(sent).toEqual({ day: '2026-01-16', products: 1, sentTo: 'owner@hatton.example' });
  });

  it('asks the database nothing more on a day its job has settled', async () => {
    const round = lowStockRound(services);
    expect(await round(tooEarly('2026-01-17'))).toBeNull();
    expect(await round(morning('2026-01-17'))).toMatchObject({ day: '2026-01-17' });
    // Even with the day's claim gone, the same instance does not claim it again.
    await database.db.delete(lowStockMails);
    expect(await round(new Date('2026-01-17T18:00:00Z'))).toBeNull();
    expect(await database.db.select().from(lowStockMails)).toEqual([]);
    expect(await round(morning('2026-01-18'))).toMatchObject({ day: '2026-01-18' });
  });
});
