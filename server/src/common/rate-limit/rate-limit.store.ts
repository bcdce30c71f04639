import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

// ioredis (some 2 MB of heap) is loaded by the first Redis store made, not by every server: one without REDIS_URL never
// needs it. It is a CommonJS package, so require() gives it at once and the store's constructor stays synchronous.
const require = createRequire(import.meta.url);
const redisClient = (): typeof Redis => (require('ioredis') as typeof import('ioredis')).Redis;

/** A fixed-window counter: how many hits a key had in its current window and when that window ends. */
export type WindowCount = { count: number; resetInMs: number };

export type RateLimitStore = {
  /** Counts one hit against `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count without counting a hit. */
  peek(key: string): Promise<WindowCount>;
  /** Takes one hit back from the current window, if it still runs (never below zero, never extending it). */
  unhit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

/** Counters of one process; enough for a single replica. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async unhit(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.endsAt > Date.now() && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

const UNHIT_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters shared by every replica through Redis. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'ratelimit:') {
    const Client = redisClient();
    this.redis = new Client(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const name = this.prefix + key;
    const result = await this.redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
    const count = Number(result?.[0]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<WindowCount> {
    const name = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(name), this.redis.pttl(name)]);
    return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
  }

  async unhit(key: string): Promise<void> {
    // One script, so a window that ends between a read and a DECR is not brought back as a count of -1 with no expiry.
    await this.redis.eval(UNHIT_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
