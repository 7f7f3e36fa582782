import { describe, expect, it } from 'vitest';
import { boundedQueue } from '../../src/server/boundedQueue';

/** A task that runs until the test lets it finish, and says when it started. */
function controlledTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const busy = () => new Error('busy');

describe('boundedQueue', () => {
  it('runs at most `concurrency` at once, the rest in order, and refuses beyond `maxWaiting`', async () => {
    const queue = boundedQueue({ concurrency: 2, maxWaiting: 2, whenFull: busy });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => controlledTask(log, name));
    const results = tasks.map((task) => queue.run(task.run));
    await expect(queue.run(() => Promise.resolve('e'))).rejects.toThrow('busy');
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);

    tasks[1]!.finish();
    expect(await results[1]).toBe('b');
    expect(log).toEqual(['start a', 'start b', 'start c']);
    tasks[0]!.finish();
    await results[0];
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    // Two running, none waiting: room again.
    const later = queue.run(() => Promise.resolve('later'));
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all([...results, later])).toEqual(['a', 'b', 'c', 'd', 'later']);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = boundedQueue({ concurrency: 1, maxWaiting: 0, whenFull: busy });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});
