/**
 * A gate that lets at most `slots` pieces of work run at once; the others wait their turn in the order they came.
 * A slot is handed straight from the work that ends to the first one waiting, so nothing overtakes the queue.
 */
export function limited(slots: number): <R>(work: () => Promise<R>) => Promise<R> {
  if (!Number.isInteger(slots) || slots < 1) throw new RangeError(`limited(${slots}): at least one slot`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** One piece of work at a time, in the order they came. */
export const serialised = (): (<R>(work: () => Promise<R>) => Promise<R>) => limited(1);
