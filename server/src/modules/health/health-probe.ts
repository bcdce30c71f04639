import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEALTH_CACHE_CONTROL, type HealthCheck, type HealthService, UNAVAILABLE_RETRY_AFTER_SECONDS } from './health.service.js';

/** Sets the headers every answer of the shop carries (helmet's), as Express middleware does: synchronously, then next(). */
export type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The load balancers' probe, answered from the HTTP server before Express and Nest see it: `GET` or `HEAD` of
 * exactly `path` (a query string allowed). The answer is the health route's own (HealthController: the same check,
 * body, status, Retry-After and security headers); the route stays for everything else (`/api/health/`, the API
 * document). Routing a request through Express's middleware and Nest's guards cost several times the check itself,
 * on the call a load balancer makes every few seconds per replica and uptime monitors besides.
 *
 * Answers whether it took the request.
 */
export function healthProbe(path: string, checks: HealthService, securityHeaders: HeaderMiddleware) {
  const withQuery = `${path}?`;
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || (url !== path && !url.startsWith(withQuery))) return false;
    // helmet sets its headers and calls on at once; it has no failure of its own to report.
    securityHeaders(request, response, () => undefined);
    void checks.check().then(
      (check) => send(request, response, check),
      // The check answers 'error' itself when the database fails; anything else is no better news for a load balancer.
      () => send(request, response, { body: { status: 'error', db: 'down' }, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS }),
    );
    return true;
  };
}

function send(request: IncomingMessage, response: ServerResponse, { body, retryAfterSeconds }: HealthCheck): void {
  const json = JSON.stringify(body);
  response.statusCode = retryAfterSeconds === undefined ? 200 : 503;
  if (retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(retryAfterSeconds));
  response.setHeader('Cache-Control', HEALTH_CACHE_CONTROL);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  response.end(request.method === 'HEAD' ? undefined : json);
}
