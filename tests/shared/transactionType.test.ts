import { expectTypeOf, it } from 'vitest';
import type { Db, PooledDb } from '../../src/server/db/client';
import type { findDashboard } from '../../src/server/modules/orders/dashboard';

/** What `db.transaction(async (tx) => …)` hands its callback. */
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

// Checked by the type check (npm run check), where a broken rule fails the build.
it('a transaction cannot be passed where queries run side by side', () => {
  expectTypeOf<Transaction>().toExtend<Db>();
  expectTypeOf<Transaction>().not.toExtend<PooledDb>();
  expectTypeOf<Parameters<typeof findDashboard>[0]>().toEqualTypeOf<PooledDb>();
});
