import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { SLUG } from '../slug.js';
import { IsOptionalButNotNull } from './is-optional-but-not-null.decorator.js';
import { trim } from './trim.js';

/**
 * An optional slug in a body (a category, product, gift or journal post given its address by staff): trimmed, then
 * the shop's one rule (SLUG) within `maxLength` characters; every refusal says so with `example`.
 */
export function OptionalSlug(maxLength: number, example: string): PropertyDecorator {
  const message = `slug must be lower-case letters and digits joined by single dashes, at most ${maxLength} characters, e.g. ${example}`;
  return applyDecorators(
    // The OpenAPI plugin reads maxLength and pattern off decorators on the property itself; from here they have to be said.
    ApiPropertyOptional({ maxLength, pattern: SLUG.source }),
    IsOptionalButNotNull(),
    Transform(trim),
    IsString({ message }),
    MaxLength(maxLength, { message }),
    Matches(SLUG, { message }),
  );
}
