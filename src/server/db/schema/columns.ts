import { randomBytes } from 'node:crypto';
import { char, timestamp } from 'drizzle-orm/pg-core';

/** 24 lowercase hex characters, like the Mongo ids clients of the documented API expect. */
export const newId = () => randomBytes(12).toString('hex');

/** A CHECK constraint's list of allowed text values. */
export const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const id = () => char('id', { length: 24 }).primaryKey().$defaultFn(newId);
export const ref = (name: string) => char(name, { length: 24 });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
