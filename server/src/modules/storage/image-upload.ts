import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  type PipeTransform,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UploadCountInterceptor } from '../../common/http/upload-count.interceptor.js';
import { catchError, type Observable, throwError } from 'rxjs';
import { storageErrors } from './storage.errors.js';
import { IMAGE_WIDTHS, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES } from './storage.service.js';

/** What a picture must be, and how it is kept. */
const PICTURE_RULES =
  `Each picture must be a JPEG, PNG, WebP, GIF or AVIF image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and ` +
  `${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels; it is kept re-encoded as WebP ${IMAGE_WIDTHS.slice(0, -1).join(', ')} and ` +
  `${IMAGE_WIDTHS.at(-1)} pixels wide. `;

/** The answers to a picture refused. */
const UPLOAD_FAILURES = '400 `UPLOAD_MISSING` without a picture, `UPLOAD_NOT_IMAGE` or `UPLOAD_TOO_LARGE` for a refused one';

/**
 * The OpenAPI description of a route that takes pictures: what it does (`does`, ending in a space), the rules a picture
 * must meet, then its failures, the refused pictures' first and `otherFailures` after them.
 */
export function pictureRouteDescription(does: string, otherFailures: string): string {
  return does + PICTURE_RULES + 'Fails: ' + UPLOAD_FAILURES + otherFailures;
}

/** Multer's options as FileInterceptor takes them (the package does not export the type from its entry point). */
export type MulterOptions = NonNullable<Parameters<typeof FileInterceptor>[1]>;

/** A file as multer's memory storage hands it over (the part of it we use). */
export type UploadedImageFile = {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
};

/**
 * Multer options for image routes. No `storage` and no `dest`: multer then keeps files in memory (`file.buffer`),
 * which StorageService checks and re-encodes. One byte over our limit, so that a file of 5 MB + 1 byte reaches
 * StorageService's own check; bigger ones are cut off by multer and answered the same way by UploadErrorsInterceptor.
 */
export function imageUploadOptions(maxFiles = 1): MulterOptions {
  return { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: maxFiles } };
}

type MulterCause = { code?: unknown };

/**
 * Nest turns multer's LIMIT_FILE_SIZE into a 413 PayloadTooLargeException, which the global filter answers as
 * "The request body is too large (at most 1 MB)" — wrong for an upload. This maps it to our 400 UPLOAD_TOO_LARGE.
 * Must be listed before FileInterceptor/FilesInterceptor (outermost), as the decorators below do.
 */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const cause = (error as { cause?: MulterCause } | undefined)?.cause;
        if (cause?.code === 'LIMIT_FILE_SIZE') return throwError(() => storageErrors.tooLarge());
        return throwError(() => error);
      }),
    );
  }
}

/** Refuses a request without the file (or with none of the files): 400 UPLOAD_MISSING. */
export class RequiredUploadPipe implements PipeTransform {
  constructor(private readonly field = 'image') {}

  transform<T extends UploadedImageFile | UploadedImageFile[] | undefined>(value: T): NonNullable<T> {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
      throw storageErrors.missing(this.field);
    }
    return value as NonNullable<T>;
  }
}

function fileBody(field: string, many: boolean) {
  const file = { type: 'string', format: 'binary' } as const;
  return ApiBody({
    schema: {
      type: 'object',
      required: [field],
      properties: { [field]: many ? { type: 'array', items: file } : file },
    },
  });
}

/**
 * One image in the multipart form field `field`, read with `@UploadedFile(new RequiredUploadPipe(field))`.
 * Documents the multipart body; a route with more form fields composes
 * `UseInterceptors(UploadErrorsInterceptor, FileInterceptor(field, imageUploadOptions()))` with its own ApiBody.
 */
export function ImageUpload(field = 'image') {
  return applyDecorators(
    UseInterceptors(UploadErrorsInterceptor, FileInterceptor(field, imageUploadOptions(1))),
    ApiConsumes('multipart/form-data'),
    fileBody(field, false),
  );
}

/** Up to `maxCount` images in the form field `field`, read with `@UploadedFiles(new RequiredUploadPipe(field))`. */
export function ImagesUpload(field = 'images', maxCount = 10) {
  return applyDecorators(
    UseInterceptors(UploadErrorsInterceptor, FilesInterceptor(field, maxCount, imageUploadOptions(maxCount))),
    ApiConsumes('multipart/form-data'),
    fileBody(field, true),
  );
}

/**
 * Beneath `@Post(…)` (the Swagger plugin reads the verb from the source for the 201): a console route that stores up to `maxCount` pictures from the form field `field` before the record
 * showing them is saved; too many files or another field answer a named 400. Listed in the order stacked decorators
 * would apply (bottom-up), so interceptors and documented answers keep their order.
 */
export function PicturesUploadRoute(field: string, maxCount: number, operation: ApiOperationOptions, answer: Type<unknown>) {
  return applyDecorators(
    ApiErrors(400, 401, 403),
    ApiCreatedResponse({ type: answer }),
    ApiOperation(operation),
    UseInterceptors(new UploadCountInterceptor(field, maxCount)),
    maxCount === 1 ? ImageUpload(field) : ImagesUpload(field, maxCount),
  );
}
