import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { routeAccess } from '../auth/decorators.js';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * `Cache-Control: private, no-store` on every answer computed for the caller: every route that is not @Public() (the
 * customer's profile, cart, wishlist, orders and addresses, and every staff answer), decided from the same metadata the
 * AuthGuard reads, so no new route can forget it; and every answer to a write (a sign-in's token, among others).
 * Set before the handler runs, so validation errors carry it too, and a route that says otherwise (a CSV download's
 * own no-store) still has the last word. Public reads keep their own headers, cached answers included.
 */
@Injectable()
export class PrivateAnswerInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<Request>();
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || !routeAccess(this.reflector, context.getHandler(), context.getClass()).isPublic) {
        context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      }
    }
    return next.handle();
  }
}
