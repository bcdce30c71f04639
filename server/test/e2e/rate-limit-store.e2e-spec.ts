import { randomBytes } from 'node:crypto';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from '../../src/common/rate-limit/rate-limit.store.js';

// Redis is optional for the shop; this spec runs against it when TEST_REDIS_URL names one (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<[string, () => RateLimitStore]> = [['memory', () => new MemoryRateLimitStore()]];
if (redisUrl) stores.push(['redis', () => new RedisRateLimitStore(redisUrl, `test:${randomBytes(4).toString('hex')}:`)]);

describe.each(stores)('%s rate-limit store', (_name, make) => {
  let store: RateLimitStore;
  beforeEach(() => {
    store = make();
  });
  afterEach(() => store.close());

  it('counts hits in a window and starts over after it', async () => {
    expect((await store.hit('k', 300)).count).toBe(1);
    expect((await store.hit('k', 300)).count).toBe(2);
    const peek = await store.peek('k');
    expect(peek.count).toBe(2);
    expect(peek.resetInMs).toBeGreaterThan(0);
    expect(peek.resetInMs).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await store.peek('k')).count).toBe(0);
    expect((await store.hit('k', 300)).count).toBe(1);
  });

  it('keeps keys apart and resets one', async () => {
    await store.hit('a', 10_000);
    await store.hit('b', 10_000);
    await store.reset('a');
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.peek('b')).count).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hit('c', 10_000)));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_v, i) => i + 1));
  });
});
