/** One per test run, so runs side by side (two checkouts, two developers) never share one. */
export const templateDatabaseName = (runId: number) => `shop_test_template_${runId}`;

export const databaseNameOf = (url: string) => new URL(url).pathname.slice(1);

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
