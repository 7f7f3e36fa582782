import type { IncomingMessage, ServerResponse } from 'node:http';
import { RETRY_AFTER_SECONDS } from '../errors';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Requests waiting for their turn at most: about a second of catalogue reads at the rate one
 * instance serves them, far above any burst of shoppers, and a flood gets a quick 503 instead
 * of a line minutes long.
 */
export const MAX_WAITING_REQUESTS = 2_000;

/**
 * Starts the requests read in one event-loop turn one per turn, first come first served.
 *
 * Since libuv 1.45 Node accepts one new connection per event-loop turn. A turn that starts every
 * request it read (fifty, under load) lasts tens of milliseconds, so the fiftieth shopper to
 * connect at such a moment waits fifty of those turns before the server even accepts them: a
 * second or more (decision 011). Started one per turn, the requests wait in this line instead,
 * in order, while accepting and reading keep pace. The line is bounded (`maxWaiting`, then 503
 * with Retry-After), and a request whose client has gone while it waited is dropped. The shop's
 * server and every test server that speaks HTTP to the app run behind it.
 */
export function oneRequestPerTurn(handle: Handler, maxWaiting = MAX_WAITING_REQUESTS): Handler {
  const line: [IncomingMessage, ServerResponse][] = [];
  const startNext = () => {
    const next = line.shift();
    if (!next) return;
    const [req, res] = next;
    if (!req.socket.destroyed) handle(req, res);
    if (line.length > 0) setImmediate(startNext);
  };
  return (req, res) => {
    if (line.length >= maxWaiting) {
      res.writeHead(503, {
        'Content-Type': 'application/json',
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
      res.end(JSON.stringify({ message: 'The shop is busy. Please try again in a moment.' }));
      return;
    }
    line.push([req, res]);
    if (line.length === 1) setImmediate(startNext);
  };
}
