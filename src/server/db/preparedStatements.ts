import type pg from 'pg';

/**
 * The shop sends the same few statements over and over, and planning them costs more than
 * running them (the listing plans in ~2 ms and runs in under 1). A statement sent with a name
 * is planned once per connection and then reused, so each distinct text gets one. The number of
 * names is bounded: beyond it, rarer statements are planned each time as before.
 */
const MAX_NAMED_STATEMENTS = 200;
const names = new Map<string, string>();

/**
 * A text search's best plan depends on the words searched: a reused generic plan guesses a rare
 * word, and for a common one ('diamond') scans thousands of rows instead of walking an index
 * for a page. Those statements keep being planned with their values.
 */
const planDependsOnValues = /\bi?like\b/i;

function nameFor(text: string): string | undefined {
  if (planDependsOnValues.test(text)) return undefined;
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `shop_${names.size}`;
  names.set(text, name);
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown };

/** A pool's connection class that names (so prepares) the statements it is given as objects. */
export function preparingStatements<T extends typeof pg.Client>(Base: T): T {
  // @ts-expect-error: a mixin over pg.Client's overloaded query, forwarding every call unchanged
  return class PreparingClient extends Base {
    override query(config: unknown, ...rest: unknown[]) {
      const statement = config as QueryConfigLike | null;
      const named =
        statement &&
        typeof statement === 'object' &&
        typeof statement.text === 'string' &&
        !statement.name
          ? nameFor(statement.text)
          : undefined;
      // @ts-expect-error: forwarding the caller's own arguments
      return super.query(named ? { ...statement, name: named } : config, ...rest);
    }
  };
}
