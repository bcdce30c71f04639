import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../config/config.module.js';
import type { RuntimeConfig } from '../config/config.js';
import { ChangeFeed } from '../database/change-feed.js';
import { Transactions } from '../database/transactions.js';
import { AuthGuard } from './auth/auth.guard.js';
import { TokenService } from './auth/token.service.js';
import { ResponseCache } from './http/response-cache.js';
import { AuthRateLimitGuard } from './rate-limit/auth-rate-limit.guard.js';
import { RateLimiter } from './rate-limit/rate-limiter.service.js';

/**
 * Cross-cutting pieces: tokens, the deny-by-default guard, rate limits, the public answer cache and its change feed, and
 * the services' database transactions.
 */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // A KeyObject, not the string: given a string, jsonwebtoken first tries to read it as a PEM public key (and
      // throws) on every call, which was a fifth of the CPU of a signed-in request. The same bytes sign and verify.
      useFactory: (config: RuntimeConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [TokenService, RateLimiter, AuthRateLimitGuard, ChangeFeed, ResponseCache, Transactions, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenService, RateLimiter, AuthRateLimitGuard, ChangeFeed, ResponseCache, Transactions],
})
export class CommonModule {}
