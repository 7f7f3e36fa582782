/** SQLSTATE classes and socket codes that mean "the database is away", not "the query is wrong". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** node-postgres reports a dropped connection only by its message. */
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /connection (?:is )?closed/i,
];

/** True when an error (or any error in its `cause` chain) says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && unavailableMessages.some((m) => m.test(message)))
      return true;
    e = cause;
  }
  return false;
}
