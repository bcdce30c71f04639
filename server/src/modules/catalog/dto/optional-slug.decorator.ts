import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { trim } from '../../../common/http/trim.js';
import { PRODUCT_SLUG } from '../catalog-slug.js';

/** An optional slug in a body (gifts, blog posts): trimmed, then PRODUCT_SLUG within 220 characters, every refusal in `message`. */
export function OptionalSlug(message: string): PropertyDecorator {
  return applyDecorators(
    // The OpenAPI plugin reads maxLength off a @MaxLength on the property itself; from here it has to be said.
    ApiPropertyOptional({ maxLength: 220 }),
    IsOptionalButNotNull(),
    Transform(trim),
    IsString({ message }),
    MaxLength(220, { message }),
    Matches(PRODUCT_SLUG, { message }),
  );
}
