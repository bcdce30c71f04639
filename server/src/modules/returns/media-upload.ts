import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { returnErrors } from './return.errors.js';
import { MAX_VIDEO_BYTES } from './return.policy.js';

/** Multer's own refusals of a return upload (a file over the limit, another field) as our 400s, not Nest's 413. */
@Injectable()
export class MediaUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
        if (code === 'LIMIT_FILE_SIZE') return throwError(() => returnErrors.tooLarge(`file (at most ${MAX_VIDEO_BYTES / 1024 / 1024} MB)`));
        if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_FIELD_COUNT') return throwError(() => returnErrors.uploadMissing());
        return throwError(() => error);
      }),
    );
  }
}
