import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createCaller } from '../support/caller';
import { createTestDatabase } from '../support/database';
import { createCategory, createProduct, type ProductOverrides } from '../support/factories';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

let database: Database;
let caller: ReturnType<typeof createCaller>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { id: categoryId } = await createCategory(database.db, { name: 'Rings' });
  const product = (name: string, fields: Omit<ProductOverrides, 'name' | 'categoryId'>) =>
    createProduct(database.db, { ...fields, name, categoryId });
  await product('Fresh flagged', { isNewArrival: true, createdAt: daysAgo(2) });
  await product('Stale flagged', { isNewArrival: true, createdAt: daysAgo(45) });
  await product('Fresh unflagged', { isNewArrival: false, createdAt: daysAgo(1) });
  await product('Real sale', { isOnSale: true, price: 80, oldPrice: 100 });
  await product('Sale without old price', { isOnSale: true, price: 80, oldPrice: null });
  await product('Sale with equal old price', { isOnSale: true, price: 80, oldPrice: 80 });
  caller = createCaller(database);
});
afterAll(() => database.close());

const names = async (filter: 'new' | 'sale') =>
  (await caller.catalog.products({ filter })).products.map((p) => p.name);

describe('the New and Sale filters follow the cards’ badges', () => {
  it('new: flagged and listed within the last 30 days', async () => {
    expect(await names('new')).toEqual(['Fresh flagged']);
  });

  it('sale: flagged and with a real, higher old price', async () => {
    expect(await names('sale')).toEqual(['Real sale']);
  });
});
