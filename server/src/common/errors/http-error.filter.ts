import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isDatabaseUnavailable } from '../../database/unavailable.js';
import { AppError, CommonErrorCode } from './app-error.js';

export type ErrorBody = { error: string; statusCode: number; code: string; message?: string } & Record<string, unknown>;

const CODE_OF_STATUS: Record<number, string> = {
  400: CommonErrorCode.BadRequest,
  401: CommonErrorCode.Unauthenticated,
  403: CommonErrorCode.Forbidden,
  404: CommonErrorCode.NotFound,
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: CommonErrorCode.PayloadTooLarge,
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: CommonErrorCode.RateLimited,
};

type BodyParserError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

/** Turns anything thrown into `{ error, statusCode, code }`; unexpected errors become a generic 500 with a logged stack. */
export function toErrorResponse(exception: unknown, request: Pick<Request, 'method' | 'originalUrl'>): {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
} {
  if (exception instanceof AppError) {
    return {
      status: exception.status,
      body: { error: exception.message, statusCode: exception.status, code: exception.code, ...exception.details },
      headers: exception.headers,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message = exception.message;
    const cause = (exception as { cause?: BodyParserError }).cause;
    if (status === 413) {
      message = 'The request body is too large (at most 1 MB).';
    } else if (status === 400 && cause?.type === 'entity.parse.failed') {
      message = 'The request body is not valid JSON.';
    } else if (status === 404 && message.startsWith('Cannot ')) {
      message = `There is no ${request.method} ${request.originalUrl.split('?')[0]} in this API.`;
    } else if (typeof response === 'object' && response !== null && 'message' in response) {
      const inner = (response as { message: unknown }).message;
      message = Array.isArray(inner) ? inner.join('; ') : String(inner);
    }
    return { status, body: { error: message, statusCode: status, code: CODE_OF_STATUS[status] ?? `HTTP_${status}` }, headers: {} };
  }
  const parserError = exception as BodyParserError;
  const parserStatus = parserError?.status ?? parserError?.statusCode;
  if (parserError?.type && typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) {
    const message =
      parserError.type === 'entity.too.large'
        ? 'The request body is too large (at most 1 MB).'
        : parserError.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : parserError.message;
    return {
      status: parserStatus,
      body: { error: message, statusCode: parserStatus, code: CODE_OF_STATUS[parserStatus] ?? `HTTP_${parserStatus}` },
      headers: {},
    };
  }
  if (isDatabaseUnavailable(exception)) return DATABASE_UNAVAILABLE;
  return {
    status: 500,
    body: { error: 'Something went wrong on our side. Please try again.', statusCode: 500, code: CommonErrorCode.Internal },
    headers: {},
  };
}

/** PostgreSQL is away (stopped, restarting, unreachable): the client may try again shortly, when the pool reconnects. */
const DATABASE_UNAVAILABLE = {
  status: 503,
  body: { error: 'The shop cannot reach its database just now. Please try again in a moment.', statusCode: 503, code: 'DATABASE_UNAVAILABLE' },
  headers: { 'Retry-After': '5' },
} as const;

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const { status, body, headers } = toErrorResponse(exception, request);
    if (body === DATABASE_UNAVAILABLE.body) {
      // One line, not a stack per request: while the database is away every request says the same.
      this.logger.warn(`${request.method} ${request.originalUrl.split('?')[0]}: database unavailable (${exception instanceof Error ? exception.message : String(exception)})`);
    } else if (status >= 500) {
      this.logger.error(
        `${request.method} ${request.originalUrl.split('?')[0]} failed: ${exception instanceof Error ? exception.stack : String(exception)}`,
      );
    }
    if (response.headersSent) return;
    response.status(status).set(headers).json(body);
  }
}
