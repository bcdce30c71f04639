import { Param, ParseUUIDPipe } from '@nestjs/common';
import { AppError, CommonErrorCode } from '../errors/app-error.js';

/**
 * A path parameter that must be a UUID, parsed by ParseUUIDPipe; otherwise a 400 that names it
 * (`productId must be a UUID`) in the shape of every other validation error.
 */
export function UuidParam(name: string): ParameterDecorator {
  return Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => {
        const message = `${name} must be a UUID`;
        return new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field: name, messages: [message] }] });
      },
    }),
  );
}
