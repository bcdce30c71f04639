import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../dto/common.dto.js';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: the error names the field.',
  401: 'Not signed in, or the token is invalid or expired.',
  403: 'Signed in, but not allowed.',
  404: 'Unknown id, slug or e-mail.',
  409: 'Conflict with what is stored.',
  413: 'Body larger than 1 MB.',
  415: 'Body not sent as JSON (or multipart/form-data where files are uploaded).',
  429: 'Rate limited: see Retry-After.',
  502: 'A service the shop depends on (the payment gateway) did not answer.',
};

/** Documents the error answers a route can give, all in the one error shape. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Error.',
        type: status === 400 ? ValidationErrorResponseDto : ErrorResponseDto,
      }),
    ),
  );
}
