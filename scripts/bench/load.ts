import autocannon from 'autocannon';
import { cpuMs } from './processes';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU time per request, in µs (its database's not included). */
  cpuUs: number;
}

let uniqueRequest = 0;

/**
 * Drives `url` with `connections` concurrent keep-alive connections for `seconds`. `cold` makes
 * every request's URL unique (an extra parameter the server ignores), so no response cache can
 * answer it and each one runs the real queries; otherwise the same URL repeats. The server's CPU
 * time per request (`serverPid`) holds steadier than requests per second on a busy machine.
 */
export async function load(options: {
  url: string;
  seconds: number;
  connections: number;
  cold: boolean;
  serverPid: number;
}): Promise<LoadResult> {
  const { origin, pathname, search } = new URL(options.url);
  const path = pathname + search;
  const separator = search ? '&' : '?';
  const cpuBefore = cpuMs(options.serverPid);
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request) =>
          options.cold ? { ...request, path: `${path}${separator}_=${++uniqueRequest}` } : request,
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${options.url}: ${failed} of ${result.requests.total} failed`);
  return {
    rps: result.requests.total / options.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: ((cpuMs(options.serverPid) - cpuBefore) * 1000) / result.requests.total,
  };
}
