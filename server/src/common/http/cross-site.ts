import type { NextFunction, Request, Response } from 'express';
import { AppError, CommonErrorCode } from '../errors/app-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The media type of a request's body, lower-case, without parameters ('' when none is declared). */
function mediaType(request: Request): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether the request carries a body (node's parser sets one of these two headers for any body at all). */
function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function startsAny(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Refuses bodies that are neither JSON nor multipart/form-data with 415. A page on another site can send a form
 * (url-encoded, multipart or text/plain) with the shopper's cookie without asking the browser first, but not JSON: a
 * JSON body needs a CORS preflight this API never grants. Multipart stays open for uploads, whose routes are staff
 * routes behind a bearer token. `exempt`: paths that take a form by their nature (the one-click unsubscribe of mail
 * programs, the payment simulator's OAuth form, the gateway's raw callback).
 */
export function jsonBodiesOnly(exempt: readonly string[]) {
  return (request: Request, _response: Response, next: NextFunction): void => {
    if (!hasBody(request) || startsAny(request.path, exempt)) {
      next();
      return;
    }
    const type = mediaType(request);
    if (type === 'application/json' || type.endsWith('+json') || type === 'multipart/form-data') {
      next();
      return;
    }
    next(
      new AppError(
        'unsupported_media_type',
        CommonErrorCode.UnsupportedMediaType,
        `The request body must be JSON (Content-Type: application/json), or multipart/form-data where files are uploaded; not ${type || 'undeclared'}.`,
      ),
    );
  };
}

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) whose Origin header names another site, with 403:
 * browsers send Origin with every cross-site write, so a foreign page's form or script posting with the shopper's cookie
 * is stopped here whatever its SameSite. Allowed: no Origin (servers, mail programs, curl), the shop's own origin
 * (PUBLIC_URL), `allowedOrigins`, and the host the request itself was sent to (its Host; X-Forwarded-Host behind a
 * trusted proxy), which covers a dev server proxying the API and the shop reached by another of its names. `exempt`:
 * paths that never act on the cookie (the gateway's callback and the unsubscribe link, authenticated by their own
 * means; the payment simulator, whose plain HTML forms post with Origin: null under Referrer-Policy: no-referrer).
 */
export function sameOriginWrites(options: { publicUrl: string; allowedOrigins?: readonly string[]; trustProxy: boolean | number; exempt: readonly string[] }) {
  const allowed = new Set([new URL(options.publicUrl).origin, ...(options.allowedOrigins ?? []).map((origin) => new URL(origin).origin)]);
  return (request: Request, _response: Response, next: NextFunction): void => {
    const origin = request.headers.origin;
    if (origin === undefined || !STATE_CHANGING.has(request.method) || startsAny(request.path, options.exempt)) {
      next();
      return;
    }
    if (isOwnOrigin(origin, request, allowed, options.trustProxy)) {
      next();
      return;
    }
    next(
      new AppError(
        'forbidden',
        CommonErrorCode.ForeignOrigin,
        `This request came from another site (${origin.slice(0, 100)}); the shop takes changes only from its own pages.`,
      ),
    );
  };
}

function isOwnOrigin(origin: string, request: Request, allowed: ReadonlySet<string>, trustProxy: boolean | number): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // 'null' (a sandboxed frame, a file, a redirect across sites) and anything else that is no origin.
    return false;
  }
  if (allowed.has(parsed.origin)) return true;
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host = typeof forwarded === 'string' ? forwarded.split(',')[0] : request.headers.host;
  return host !== undefined && parsed.hostname === hostnameOf(host);
}

/**
 * The host name of a Host header, without its port: proxies often drop the port (nginx's $host), and cookies are not
 * kept apart by port or scheme either, so neither is a boundary worth refusing a write for.
 */
function hostnameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host.trim()}`).hostname;
  } catch {
    return undefined;
  }
}
