import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, CommonErrorCode } from '../errors/app-error.js';

export type FieldError = { field: string; messages: string[] };

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Whitelisting, transforming validation whose errors name the field: `{ error: 'email must be an e-mail address', fields }`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
