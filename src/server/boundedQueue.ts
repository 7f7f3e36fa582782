/**
 * Runs at most `concurrency` tasks at once, first come first served, with at most `maxWaiting`
 * more waiting their turn. Beyond that a task is refused at once with `whenFull()`: a flood gets
 * a quick "busy" instead of a line that grows without end.
 */
export function boundedQueue(options: {
  concurrency: number;
  maxWaiting: number;
  whenFull: () => Error;
}) {
  const { concurrency, maxWaiting, whenFull } = options;
  const waiting: Array<() => void> = [];
  let running = 0;

  /** A finished task hands its slot straight to the first waiting one, if any. */
  const startNext = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw whenFull();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        startNext();
      }
    },
  };
}
