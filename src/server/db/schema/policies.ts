import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { policyNames, type PolicyName } from '../../../shared/legalPages';
import { users } from './auth';
import { createdAt, isOneOf, ref } from './columns';

/**
 * Every version of each policy the owner edits (decision 058): a save adds the next version and
 * never changes one, so an order's Terms version still reads as the customer saw it.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    name: text('name').$type<PolicyName>().notNull(),
    version: integer('version').notNull(),
    /** As the owner wrote it, placeholders and all: they are filled when it is shown. */
    markdown: text('markdown').notNull(),
    /** Null for the shop's first texts, and once the account is gone. */
    savedBy: ref('saved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.version] }),
    check('policy_versions_name_check', isOneOf('name', policyNames)),
    check('policy_versions_version_check', sql`${t.version} >= 1`),
  ],
);
