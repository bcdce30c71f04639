import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiter } from './rate-limiter.service.js';

/** Counts the call against the caller's IP (from X-Forwarded-For only when TRUST_PROXY is set). */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    await this.limiter.countAuthCall(request.ip ?? request.socket.remoteAddress ?? 'unknown');
    return true;
  }
}
