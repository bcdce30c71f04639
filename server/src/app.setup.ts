import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { AUTH_COOKIE } from './common/auth/auth-user.js';
import { HttpErrorFilter, toErrorResponse } from './common/errors/http-error.filter.js';
import { jsonBodiesOnly, sameOriginWrites } from './common/http/cross-site.js';
import { rejectHostileInput } from './common/http/hostile-input.js';
import { PrivateAnswerInterceptor } from './common/http/private-answer.interceptor.js';
import { ResponseCache } from './common/http/response-cache.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { PinoNestLogger } from './common/logger.js';
import type { RuntimeConfig } from './config/config.js';
import { type HeaderMiddleware, healthProbe } from './modules/health/health-probe.js';
import { HealthService } from './modules/health/health.service.js';
import { PHONEPE_CALLBACK_URL_PATH, SANDBOX_GATEWAY_PATH } from './modules/payment/payment.paths.js';
import { SHIPPING_WEBHOOK_URL_PATH } from './modules/shipping/shipping.paths.js';
import { ROBOTS_PATH, SITEMAP_PATH } from './modules/seo/seo.paths.js';
import { BEARER_SCHEME, COOKIE_SCHEME, documentRouteSecurity, operationIdOf } from './openapi/route-security.js';
import { serveWeb } from './web.js';

export const API_PREFIX = 'api';
export const BODY_LIMIT = '1mb';
/** RFC 8058's one-click unsubscribe: mail programs post a form to it, authenticated by the link's token, never by a cookie. */
const NEWSLETTER_UNSUBSCRIBE_URL_PATH = `/${API_PREFIX}/newsletter/unsubscribe`;

/** The OpenAPI document of the running code: served at /api/docs-json and written by `npm run openapi`. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sona Jewellers API')
    .setDescription(
      'The API of the jewellery shop: storefront calls under /api (paths as in the storefront specification), ' +
        'staff console resources under /api/admin in ra-data-simple-rest conventions. ' +
        'Errors are always { error, statusCode, code }. Money is in rupees. Bodies are JSON (multipart/form-data where ' +
        'files are uploaded): any other body gets 415 `UNSUPPORTED_MEDIA_TYPE`; a POST, PUT, PATCH or DELETE whose ' +
        '`Origin` header names another site gets 403 `FOREIGN_ORIGIN`; a NUL character, broken Unicode or nesting deeper ' +
        'than 32 levels anywhere in the request gets 400. Answers computed for the caller carry `Cache-Control: private, no-store`. ' +
        'Any route may answer 503 `DATABASE_UNAVAILABLE` with Retry-After while the database cannot be reached; the shop ' +
        'recovers by itself. A route that stores pictures may answer 502 `STORAGE_UNAVAILABLE` with Retry-After while the ' +
        'object store (STORAGE_URL) cannot be reached; nothing of that request is kept.',
    )
    .setVersion('1.0.0')
    // Relative: the shop's own origin, wherever the document is served from; every path already starts with /api.
    .addServer('/', 'This shop (the origin serving this document)')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The token that customer-register, customer-login or admin/login answers, as `Authorization: Bearer <token>`.',
      },
      BEARER_SCHEME,
    )
    .addCookieAuth(
      AUTH_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        name: AUTH_COOKIE,
        description: 'The httpOnly cookie that customer-register and customer-login set; a browser sends it by itself.',
      },
      COOKIE_SCHEME,
    )
    .addTag('auth', 'Accounts: register, sign in, password reset, staff sign-in, customers')
    .addTag('catalog', 'Categories, products, search and suggestions')
    .addTag('pricing', "Today's metal rates, their history, and the repricing of rate-linked pieces")
    .addTag('currency', "Display currencies: exchange rates staff set, and the rate an order records (charged in rupees)")
    .addTag('review', 'Product reviews and ratings')
    .addTag('content', 'Banners, the blog (journal) and the newsletter')
    .addTag('gift', 'The gift store: gifts are products flagged as gifts, each shown under a category (Gifts unless named)')
    .addTag('coupon', 'Discount codes')
    .addTag('wishlist', "A customer's wishlist")
    .addTag('cart', "A customer's cart")
    .addTag('address', "A customer's address book")
    .addTag('geo', "Where addresses are: India's PIN codes and the countries the shop delivers to, with their address rules")
    .addTag('delivery', 'Delivery zones, deliver-by dates, shipping fees and cash-on-delivery terms; holidays and cut-off')
    .addTag('order', 'Orders: place, list, detail, cancel; the console resource')
    .addTag('invoice', "GST tax invoices and credit notes of orders (PDF), and the month's sales register (CSV)")
    .addTag('shipping', 'Couriers, shipments of orders with their tracking links, and the courier webhook')
    .addTag('payment', 'Paying an order: cash on delivery or PhonePe; the gateway callback, the return from its page, payment attempts')
    .addTag('returns', 'Returns and missing-item claims of delivered orders: the refund policy, eligibility, requests, private photos and videos; the console resource')
    .addTag('dashboard', "The console's first screen: orders today, by status, low stock, subscribers")
    .addTag('health', 'Liveness and database check')
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: operationIdOf });
  documentRouteSecurity(app, document);
  return document;
}

/** helmet's headers, on every answer of the shop: the API's, the storefront's and the console's, errors included. */
function securityHeaders(config: RuntimeConfig): HeaderMiddleware {
  const https = config.publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The console plays a return's unboxing video from a blob: fetched with the staff token (a <video src> sends none).
        'media-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
}

/** Middleware, pipes, filters, docs and static files: everything main.ts and the tests share. */
export function configureApp(app: NestExpressApplication, config: RuntimeConfig): void {
  // Cached public answers are filled here, before anything else runs; kept ones leave even earlier, from the HTTP
  // server itself (answerFirst). They replay the headers (security headers included) and the body, already
  // compressed, of the answer they keep (common/http/response-cache.ts).
  app.use(`/${API_PREFIX}`, app.get(ResponseCache).middleware());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  // A request that accepts no compression skips the middleware, whose work on every answer (hooking its writes and
  // headers, negotiating, Vary) is otherwise wasted: its answer is the identity one, which every client takes.
  const compress = compression();
  app.use((request: Request, response: Response, next: NextFunction) => (request.headers['accept-encoding'] ? compress(request, response, next) : next()));
  app.use(cookieParser());
  // Cross-site writes: refused before their bodies are read. Forms (url-encoded, text/plain) never reach a route but
  // where they belong; a foreign Origin never changes anything (common/http/cross-site.ts).
  app.use(
    sameOriginWrites({
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      // The payment simulator's Pay and Fail are plain HTML forms, which browsers post with Origin: null from a page
      // whose Referrer-Policy is no-referrer (helmet's). Nothing there acts on a cookie.
      exempt: [PHONEPE_CALLBACK_URL_PATH, SHIPPING_WEBHOOK_URL_PATH, NEWSLETTER_UNSUBSCRIBE_URL_PATH, `/${SANDBOX_GATEWAY_PATH}`],
    }),
  );
  app.use(jsonBodiesOnly([PHONEPE_CALLBACK_URL_PATH, SHIPPING_WEBHOOK_URL_PATH, NEWSLETTER_UNSUBSCRIBE_URL_PATH, `/${SANDBOX_GATEWAY_PATH}`]));
  // PhonePe's callback and the courier webhook are verified on their bodies as sent: kept as text, before the JSON parser would take them.
  app.use(PHONEPE_CALLBACK_URL_PATH, express.text({ type: () => true, limit: BODY_LIMIT }));
  app.use(SHIPPING_WEBHOOK_URL_PATH, express.text({ type: () => true, limit: BODY_LIMIT }));
  app.useBodyParser('json', { limit: BODY_LIMIT });
  // The payment simulator's OAuth token call is a form, as PhonePe's is; nothing else takes one.
  app.use(`/${SANDBOX_GATEWAY_PATH}`, express.urlencoded({ limit: BODY_LIMIT, extended: false }));
  // NUL characters, broken text and deep nesting: a 400 here rather than a 500 from PostgreSQL or a stack overflow.
  app.use(rejectHostileInput);
  // The payment simulator stands in for PhonePe's hosts, outside the shop's API (only mounted with PAYMENT_PROVIDER=sandbox).
  // So are the crawler files, which live at the site's root (seo/seo.controller.ts).
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: `${SANDBOX_GATEWAY_PATH}/{*path}`, method: RequestMethod.ALL },
      { path: SITEMAP_PATH, method: RequestMethod.GET },
      { path: ROBOTS_PATH, method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new PrivateAnswerInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new HttpErrorFilter());
  serveWeb(app, config);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Sona Jewellers API',
  });
}

/** Answers errors raised by Express middleware (body parser and the like) in the API's error shape. */
export function expressErrorHandler(error: unknown, request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) {
    next(error);
    return;
  }
  const { status, body, headers } = toErrorResponse(error, request);
  response.status(status).set(headers).json(body);
}

/** One log line per request: method, path without the query, status and time; never bodies or headers. Failures (5xx) as errors. */
function requestLogger(logger: Logger) {
  const log = logger.child({ context: 'HTTP' });
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    // As it came: Express rewrites request.url while routing through mounted middleware.
    const url = request.url ?? '';
    response.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { method: request.method, path: url.split('?')[0], status: response.statusCode, ms: Math.round(ms * 10) / 10 };
      // 503 is an answer the app means (health and the storefront while the demo shop loads), not a failure.
      if (response.statusCode >= 500 && response.statusCode !== 503) log.error(line, 'request failed');
      else log.info(line, 'request');
    });
  };
}

/**
 * Puts the load balancers' probe and the answer cache in front of Express on the HTTP server: the probe, and a request
 * whose answer is kept, leave at once; the others go on to the application (Express, then Nest). Express's router alone
 * cost more than replaying a kept answer, which most catalogue requests of a busy shop are. Every request is logged
 * here, answered here or not.
 */
function answerFirst(server: Server, probe: (request: IncomingMessage, response: ServerResponse) => boolean, cache: ResponseCache, logger?: Logger): void {
  const application = server.listeners('request') as RequestListener[];
  const log = logger ? requestLogger(logger) : undefined;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    log?.(request, response);
    if (probe(request, response) || cache.answer(request, response)) return;
    for (const listener of application) listener(request, response);
  });
}

/** The Nest application with everything configured and initialised, not yet listening. Without a logger it logs nothing. */
export async function createApp(config: RuntimeConfig, logger?: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: logger ? new PinoNestLogger(logger) : false,
  });
  configureApp(app, config);
  await app.init();
  app.use(expressErrorHandler);
  const probe = healthProbe(`/${API_PREFIX}/health`, app.get(HealthService), securityHeaders(config));
  answerFirst(app.getHttpServer() as Server, probe, app.get(ResponseCache), logger);
  return app;
}
