/** What went wrong, independent of HTTP; the global filter maps each kind to a status. */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'bad_gateway';

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  // A service we depend on (the payment gateway) did not answer or refused.
  bad_gateway: 502,
};

/** A failure the client can act on: a human sentence, a machine code and the kind that sets the status. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** Extra headers, e.g. Retry-After for rate limits. */
    readonly headers: Record<string, string> = {},
    /** Extra body fields, e.g. the fields that failed validation. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_OF_KIND[this.kind];
  }
}

export const CommonErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  RateLimited: 'RATE_LIMITED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  ForeignOrigin: 'FOREIGN_ORIGIN',
  BadRequest: 'BAD_REQUEST',
  Internal: 'INTERNAL_ERROR',
} as const;

/** A 400 naming one body field, in the shape of the validation pipe's answers (`fields`), so a client can point at it. */
export function invalidField(field: string, message: string, code: string = CommonErrorCode.ValidationFailed): AppError {
  return new AppError('invalid', code, message, {}, { fields: [{ field, messages: [message] }] });
}

export const commonErrors = {
  unauthenticated: () =>
    new AppError('unauthenticated', CommonErrorCode.Unauthenticated, 'Please sign in to continue.'),
  forbidden: (message = 'You are not allowed to do this.') =>
    new AppError('forbidden', CommonErrorCode.Forbidden, message),
  rateLimited: (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
    new AppError('rate_limited', CommonErrorCode.RateLimited, message, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
};
