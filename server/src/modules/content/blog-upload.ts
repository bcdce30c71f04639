import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';
import { SLUG, SLUG_MAX } from '../../common/slug.js';
import { imageUploadOptions, UploadErrorsInterceptor, type UploadedImageFile } from '../storage/image-upload.js';
import { BLOG_LIMITS } from './blog.rules.js';
import { BlogSectionDto } from './dto/save-blog.dto.js';

/** The file fields of a multipart blog-add and how many pictures each takes. */
export const BLOG_FILE_FIELDS = { images: BLOG_LIMITS.images, sectionImages: BLOG_LIMITS.sections } as const;

/** The files of a blog-add as multer hands them over; both absent for a JSON body. */
export type BlogFiles = { images?: UploadedImageFile[]; sectionImages?: UploadedImageFile[] };

const FIELD_LIST = Object.entries(BLOG_FILE_FIELDS)
  .map(([field, max]) => `${field} (at most ${max})`)
  .join(' or ');

/** Multer's "Unexpected file field" (too many files in a field, or a field it does not read) as a 400 naming the field. */
@Injectable()
export class BlogUploadCountInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const cause = (error as { cause?: { code?: unknown; field?: unknown } } | undefined)?.cause;
        if (cause?.code !== 'LIMIT_UNEXPECTED_FILE' && cause?.code !== 'LIMIT_FILE_COUNT') return throwError(() => error);
        const field = typeof cause.field === 'string' ? cause.field : undefined;
        const max = field && field in BLOG_FILE_FIELDS ? BLOG_FILE_FIELDS[field as keyof typeof BLOG_FILE_FIELDS] : undefined;
        const message =
          field && max !== undefined
            ? `${field} takes at most ${max} pictures`
            : `Pictures go in the multipart fields ${FIELD_LIST}${field ? `, not ${field}` : ''}`;
        const name = field ?? 'images';
        return throwError(() => new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field: name, messages: [message] }] }));
      }),
    );
  }
}

const file = { type: 'string', format: 'binary' } as const;

/**
 * POST /api/blog-add's body: multipart/form-data with pictures, or application/json with uploaded URLs (see AddBlogDto),
 * read with `@Body() AddBlogDto` and `@UploadedFiles() BlogFiles`.
 */
export function BlogUpload() {
  const total = BLOG_FILE_FIELDS.images + BLOG_FILE_FIELDS.sectionImages;
  const fields = {
    name: { type: 'string', minLength: BLOG_LIMITS.nameMin, maxLength: BLOG_LIMITS.nameMax },
    slug: {
      type: 'string',
      maxLength: SLUG_MAX.blog,
      pattern: SLUG.source,
      description: '/blogdetail/{slug}: used when no other post has it (409 otherwise); left out, made from the name',
    },
    additionalDescription: { type: 'array', maxItems: BLOG_LIMITS.sections, items: { $ref: getSchemaPath(BlogSectionDto) } },
  };
  return applyDecorators(
    UseInterceptors(
      BlogUploadCountInterceptor,
      UploadErrorsInterceptor,
      FileFieldsInterceptor(
        Object.entries(BLOG_FILE_FIELDS).map(([name, maxCount]) => ({ name, maxCount })),
        imageUploadOptions(total),
      ),
    ),
    ApiExtraModels(BlogSectionDto),
    ApiConsumes('multipart/form-data', 'application/json'),
    ApiBody({
      description:
        "multipart/form-data: description and additionalDescription as JSON text (description also as repeated fields); pictures as files in images and sectionImages; each sectionImages file goes, in order, to the next section whose image is '' or absent. application/json: the same fields as arrays, pictures as URLs under /uploads/blogs/.",
      schema: {
        type: 'object',
        required: ['name', 'description'],
        properties: {
          ...fields,
          description: {
            type: 'array',
            minItems: 1,
            maxItems: BLOG_LIMITS.paragraphs,
            items: { type: 'string', minLength: 1, maxLength: BLOG_LIMITS.paragraphMax },
          },
          images: {
            type: 'array',
            maxItems: BLOG_LIMITS.images,
            items: { oneOf: [file, { type: 'string', description: 'a picture URL under /uploads/blogs/' }] },
            description: `At most ${BLOG_LIMITS.images} pictures in all: files (multipart) and URLs already uploaded; the first is the cover`,
          },
          sectionImages: {
            type: 'array',
            maxItems: BLOG_FILE_FIELDS.sectionImages,
            items: file,
            description: "multipart only: the sections' pictures, given in order to the sections whose image is '' or absent",
          },
        },
      },
    }),
  );
}
