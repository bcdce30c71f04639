import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';

/** Multer's codes for a file too many, or a file in a form field the route does not read. */
const COUNT_CODES = new Set(['LIMIT_FILE_COUNT', 'LIMIT_UNEXPECTED_FILE']);

/**
 * Multer answers these as a bare "Too many files" or "Unexpected field"; this names the form field and how many
 * pictures it takes. Write it below the upload decorator: decorators apply bottom-up, so it ends up first in
 * the list, wrapping multer's interceptor.
 */
@Injectable()
export class UploadCountInterceptor implements NestInterceptor {
  constructor(
    private readonly field: string,
    private readonly max: number,
  ) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
        if (typeof code !== 'string' || !COUNT_CODES.has(code)) return throwError(() => error);
        const message = `${this.field} takes ${this.max === 1 ? 'one picture' : `1 to ${this.max} pictures`}, sent in the multipart form field "${this.field}"`;
        return throwError(() => new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field: this.field, messages: [message] }] }));
      }),
    );
  }
}
