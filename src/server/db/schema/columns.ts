import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { char, timestamp } from 'drizzle-orm/pg-core';

/** 24 lowercase hex characters, like the Mongo ids clients of the documented API expect. */
export const newId = () => randomBytes(12).toString('hex');

/**
 * A CHECK constraint's condition holding a text column to one of src/shared's closed sets, the
 * same list its zod schema and its Drizzle `$type` come from (decision 033). A null passes.
 */
export const isOneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const id = () => char('id', { length: 24 }).primaryKey().$defaultFn(newId);
export const ref = (name: string) => char(name, { length: 24 });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
