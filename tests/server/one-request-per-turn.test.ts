import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { oneRequestPerTurn } from '../../src/server/http/oneRequestPerTurn';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Requests as the HTTP server hands them over: a name, and a client still connected or gone. */
function request(name: string, clientGone = false) {
  const req = { url: name, socket: { destroyed: clientGone } } as unknown as IncomingMessage;
  return [req, {} as ServerResponse] as const;
}

describe('oneRequestPerTurn', () => {
  it('starts the requests read together one per event-loop turn, in the order they came', async () => {
    const started: string[] = [];
    const handle = oneRequestPerTurn((req) => started.push(req.url!));

    for (const name of ['first', 'second', 'third']) handle(...request(name));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual(['first']);
    await nextTurn();
    expect(started).toEqual(['first', 'second']);

    // One that arrives meanwhile waits behind those already in line.
    handle(...request('fourth'));
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('starts a request arriving at a quiet moment in the next turn', async () => {
    const started: string[] = [];
    const handle = oneRequestPerTurn((req) => started.push(req.url!));
    handle(...request('alone'));
    await nextTurn();
    expect(started).toEqual(['alone']);
    handle(...request('later'));
    await nextTurn();
    expect(started).toEqual(['alone', 'later']);
  });

  it('drops a request whose client left while it waited', async () => {
    const started: string[] = [];
    const handle = oneRequestPerTurn((req) => started.push(req.url!));
    handle(...request('first'));
    handle(...request('gone', true));
    handle(...request('third'));
    for (let i = 0; i < 3; i++) await nextTurn();
    expect(started).toEqual(['first', 'third']);
  });

  it('answers 503 with Retry-After at once when the line is full, and serves the line', async () => {
    const started: string[] = [];
    const handle = oneRequestPerTurn((req) => started.push(req.url!), 2);
    const refused = { status: 0, headers: {} as Record<string, string>, body: '' };
    const full = {
      writeHead(status: number, headers: Record<string, string>) {
        refused.status = status;
        refused.headers = headers;
      },
      end(body: string) {
        refused.body = body;
      },
    } as unknown as ServerResponse;
    handle(...request('first'));
    handle(...request('second'));
    handle(request('third')[0], full);
    expect(refused).toEqual({
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
      body: JSON.stringify({ message: 'The shop is busy. Please try again in a moment.' }),
    });
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(['first', 'second']);
  });
});
