import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { routeAccess } from '../auth/decorators.js';
import { ResponseCache } from './response-cache.js';

/** A cached route's declaration of what its answer shows: the ids of the products whose stock it shows, wherever nested. */
export type CachedAnswerShows<T> = { products: (body: T) => readonly string[] };

/** Where a route keeps its `CachedAnswerShows.products`. */
const PRODUCTS_SHOWN = Symbol('cachedResponseProductsShown');

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
    const productsShown = this.reflector.get<CachedAnswerShows<unknown>['products'] | undefined>(PRODUCTS_SHOWN, context.getHandler());
    return next.handle().pipe(
      map((body: unknown) => {
        const stored = this.cache.store(http.getRequest<Request>(), response, body, productsShown);
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
 * Keeps the route's 200 answers in memory for RESPONSE_CACHE_MS (see ResponseCache). Only for @Public() GET routes
 * whose answer depends on nothing but the URL and the catalogue tables. An answer is forgotten on any change to the
 * catalogue, but for a change to nothing but some products' stock, which it survives unless it shows their stock:
 * a route whose answer shows products declares them, `@CachedResponse({ products: (body: XDto) => [...] })`, every
 * one wherever nested; one showing no stock (categories, suggestions) declares nothing. The body's type must be the
 * route's answer.
 */
export function CachedResponse<T = unknown>(shows?: CachedAnswerShows<T>) {
  return <M extends (...args: never[]) => Promise<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    if (shows) SetMetadata(PRODUCTS_SHOWN, shows.products)(target, key, descriptor);
    UseInterceptors(ResponseCacheInterceptor)(target, key, descriptor);
  };
}
