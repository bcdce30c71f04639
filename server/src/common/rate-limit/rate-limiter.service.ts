import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { commonErrors } from '../errors/app-error.js';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './rate-limit.store.js';

/** The rate limits of CONTRACT.md; counters in Redis when REDIS_URL is set, in memory otherwise. */
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

  /** 429 while this e-mail has had too many failed sign-ins in the window. */
  async assertLoginAllowed(email: string): Promise<void> {
    const { count, resetInMs } = await this.store.peek(`login-fail:${email}`);
    if (count >= this.config.rateLimit.loginFailures) {
      throw commonErrors.rateLimited(
        resetInMs / 1000,
        'Too many failed sign-in attempts for this account. Please try again later or reset your password.',
      );
    }
  }

  async recordLoginFailure(email: string): Promise<void> {
    await this.store.hit(`login-fail:${email}`, this.config.rateLimit.loginWindowSeconds * 1000);
  }

  async clearLoginFailures(email: string): Promise<void> {
    await this.store.reset(`login-fail:${email}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
