import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { commonErrors } from '../errors/app-error.js';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './rate-limit.store.js';

/** A password guess, counted before the password is checked: `passed()` takes it back once the password proved right. */
export type CountedGuess = { passed: () => Promise<void> };

/**
 * The rate limits of CONTRACT.md; counters in Redis when REDIS_URL is set, in memory otherwise.
 *
 * Password guesses (sign-in per e-mail, change-password per account) are counted atomically *before* the slow
 * password check (Redis INCR; the memory store's counter is one process's), so parallel guesses cannot all read a
 * count under the limit: the (limit + 1)th guess in the window is refused however the guesses arrive. A guess whose
 * password was right is taken back afterwards rather than clearing the counter, so a success forgives only itself: a
 * shopper's own sign-ins never use up the allowance, and an attacker's guesses stay counted whoever signs in
 * meanwhile. The count is therefore the failed guesses plus those still being checked.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  readonly store: RateLimitStore;

  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {
    this.store = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore();
  }

  /** One auth call (register, login, forgot, reset) from this IP; 429 past the per-minute limit. */
  async countAuthCall(ip: string): Promise<void> {
    const { count, resetInMs } = await this.store.hit(`auth-ip:${ip}`, 60_000);
    if (count > this.config.rateLimit.authCallsPerMinute) {
      throw commonErrors.rateLimited(resetInMs / 1000, 'Too many attempts from your network. Please wait a minute and try again.');
    }
  }

  /** Counts a sign-in attempt for this e-mail (lower-case); 429 when the e-mail has had its allowance in the window. */
  countSignIn(email: string): Promise<CountedGuess> {
    return this.countGuess(
      `login:${email}`,
      'Too many failed sign-in attempts for this account. Please try again later or reset your password.',
    );
  }

  /** Counts a guess at the current password of this account (change-password); 429 past the allowance. */
  countPasswordChange(userId: string): Promise<CountedGuess> {
    return this.countGuess(`password-change:${userId}`, 'Too many wrong current passwords. Please try again later.');
  }

  /** Forgets the e-mail's failed sign-ins: its owner proved themselves with a mailed code. */
  async clearSignInFailures(email: string): Promise<void> {
    await this.store.reset(`login:${email}`);
  }

  /**
   * Counts one hit of `key` in a window of `windowMs`: the seconds until the window ends when that hit is past `limit`,
   * else 0. For limits whose answer the caller words itself.
   */
  async secondsOverLimit(key: string, limit: number, windowMs: number): Promise<number> {
    const { count, resetInMs } = await this.store.hit(key, windowMs);
    return count > limit ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
  }

  private async countGuess(key: string, message: string): Promise<CountedGuess> {
    const { count, resetInMs } = await this.store.hit(key, this.config.rateLimit.loginWindowSeconds * 1000);
    if (count > this.config.rateLimit.loginFailures) throw commonErrors.rateLimited(resetInMs / 1000, message);
    return { passed: () => this.store.unhit(key) };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
