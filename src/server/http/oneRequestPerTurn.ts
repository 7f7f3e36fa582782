import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Starts the requests read in one event-loop turn one per turn, first come first served.
 *
 * Since libuv 1.45 Node accepts one new connection per event-loop turn. A turn that starts every
 * request it read (fifty, under load) lasts tens of milliseconds, so the fiftieth shopper to
 * connect at such a moment waits fifty of those turns before the server even accepts them: a
 * second or more (decision 011). Started one per turn, the requests wait in this line instead,
 * in order, while accepting and reading keep pace.
 */
export function oneRequestPerTurn(handle: Handler): Handler {
  const line: Array<() => void> = [];
  const startNext = () => {
    const next = line.shift();
    if (!next) return;
    next();
    if (line.length > 0) setImmediate(startNext);
  };
  return (req, res) => {
    line.push(() => handle(req, res));
    if (line.length === 1) setImmediate(startNext);
  };
}
