/**
 * A CSV import's answer (decision 046): each row's result, how many of each action, every error
 * by line, and whether it was applied (never with an error: all of the file or none of it).
 */
export function importReport<
  Action extends string,
  Row extends { action: Action | 'error'; errors: string[] },
>(rows: Row[], actions: readonly Action[], dryRun: boolean) {
  const count = (action: Action | 'error') => rows.filter((r) => r.action === action).length;
  const summary = Object.fromEntries(
    [...actions, 'error' as const].map((action) => [action, count(action)]),
  ) as Record<Action | 'error', number>;
  return {
    dryRun,
    applied: !dryRun && summary.error === 0,
    summary,
    rows,
    errors: rows.flatMap((r) => r.errors),
  };
}
