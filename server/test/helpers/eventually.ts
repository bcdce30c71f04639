import type { ResponseCache } from '../../src/common/http/response-cache.js';

/** Asks until `check` passes, for about two seconds: a change made outside the app arrives by NOTIFY, a moment after its commit. */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/**
 * Whether `ask` (a request that answers whether its answer was right) comes to be answered from the answer cache
 * within about two seconds: the same request is asked until the cache counts it a hit.
 */
export function keptAnswer(cache: ResponseCache, ask: () => Promise<boolean>): Promise<boolean> {
  return eventually(async () => {
    const hits = cache.stats().hits;
    return (await ask()) && cache.stats().hits === hits + 1;
  });
}
