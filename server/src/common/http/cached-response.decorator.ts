import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { routeAccess } from '../auth/decorators.js';
import { ResponseCache } from './response-cache.js';

/** Hands a route's answer to the ResponseCache; answers of routes that are not @Public() are never kept. */
@Injectable()
export class ResponseCacheInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ResponseCache');

  constructor(
    private readonly cache: ResponseCache,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!routeAccess(this.reflector, context.getHandler(), context.getClass()).isPublic) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} is not @Public(): its answers are not cached`);
      return next.handle();
    }
    const http = context.switchToHttp();
    const response = http.getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        const stored = this.cache.store(http.getRequest<Request>(), response, body);
        if (!stored) return body;
        // The answer leaves as it was kept: serialised and hashed once, not again by Express.
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('ETag', stored.etag);
        return stored.json;
      }),
    );
  }
}

/**
 * Keeps the route's 200 answers in memory for RESPONSE_CACHE_MS, cleared by any change to products or
 * categories (see ResponseCache). Only for @Public() GET routes whose answer depends on nothing but the URL
 * and the catalogue tables.
 */
export const CachedResponse = () => UseInterceptors(ResponseCacheInterceptor);
