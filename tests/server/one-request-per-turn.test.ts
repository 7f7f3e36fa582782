import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { oneRequestPerTurn } from '../../src/server/http/oneRequestPerTurn';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Requests as the HTTP server hands them over; only their identity matters here. */
const request = (name: string) => [{ url: name } as IncomingMessage, {} as ServerResponse] as const;

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
});
