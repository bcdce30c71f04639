import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, CommonErrorCode } from '../errors/app-error.js';
import { assertSafeInput } from './hostile-input.js';
import { withoutReadOnly } from './read-only.js';
import { keepValidationRules } from './validation-rules.js';

export type FieldError = { field: string; messages: string[] };

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Refuses hostile input in every body, query and path parameter (too deep, NUL, lone surrogates: hostile-input.ts),
 * whatever parsed it (JSON, multipart, the query string) and whether or not the route declares a DTO for it; then
 * drops the read-only fields a body class accepts (@AcceptsReadOnly) before the body is validated and whitelisted.
 */
class ShopValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      assertSafeInput(value, metadata.type === 'param' ? (metadata.data ?? '') : '');
    }
    return super.transform(metadata.type === 'body' ? withoutReadOnly(value, metadata.metatype) : value, metadata);
  }
}

/**
 * Whitelisting, transforming validation whose errors name the field: `{ error: 'email must be an e-mail address', fields }`.
 * A property a body does not declare is refused, unless it is one of the read-only fields of the record the body
 * accepts back (common/http/read-only.ts), which is dropped unread.
 */
export function createValidationPipe(): ValidationPipe {
  keepValidationRules();
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const message = fields.map((field) => field.messages.join(', ')).join('; ') || 'The request is not valid.';
      return new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields });
    },
  });
}
