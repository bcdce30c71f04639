import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { contentErrors } from './content.errors.js';

/** Sign-ups one client IP may make in a minute: enough for a family behind one router, too few to mail-bomb a list of addresses. */
export const NEWSLETTER_SIGNUPS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

/**
 * Counts every newsletter sign-up (valid or not) against the caller's IP, from X-Forwarded-For only when TRUST_PROXY
 * is set, in the shared rate-limit store (Redis when configured); past the limit, 429 with Retry-After.
 */
@Injectable()
export class NewsletterRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const ip = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const { count, resetInMs } = await this.limiter.store.hit(`newsletter-ip:${ip}`, WINDOW_MS);
    if (count > NEWSLETTER_SIGNUPS_PER_MINUTE) throw contentErrors.newsletterRateLimited(resetInMs / 1000);
    return true;
  }
}
