import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's rows gathered into a JSON array inside a larger statement (say, an order's lines
 * beside the order), in `orderBy`'s order: `[]` when none match. `alias` names the table in
 * `where` and `orderBy`. Read back with `fromJsonRows`.
 */
export function jsonRows(table: PgTable, alias: string, where: SQL, orderBy: SQL): SQL {
  return sql`(select coalesce(json_agg(${sql.raw(alias)} order by ${orderBy}), '[]')
    from ${table} as ${sql.raw(alias)} where ${where})`;
}

/**
 * Rows from `jsonRows`, typed as the table's selected rows: each value made what its column
 * gives (timestamps as dates, JSON as objects), keys as the schema names them.
 */
export function fromJsonRows<T extends PgTable>(table: T, rows: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (rows as Record<string, unknown>[]).map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row;
  });
}
