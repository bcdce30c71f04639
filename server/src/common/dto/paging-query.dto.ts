import { ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';

/** A query parameter sent empty (`?page=`) counts as left out. */
export const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

/**
 * An optional number in the query, read from the query's text (`whole`: a whole number); empty counts as left out.
 * Its bounds (@Min, @Max) go on the property itself, where the OpenAPI plugin reads them.
 */
export function OptionalQueryNumber({ whole = false } = {}) {
  // Listed bottom-up, as stacked decorators would apply, so the checks keep their order.
  return applyDecorators(whole ? IsInt() : IsNumber(), Type(() => Number), Transform(emptyToUndefined), IsOptional());
}

const MAX_PAGE = 100_000;

/**
 * An optional 1-based page number in the query (`name`, 1 to 100000), read as a whole number from the query's text,
 * with its OpenAPI metadata. Listed bottom-up, as stacked decorators would apply, so messages keep their order.
 */
export function PageQueryParam(name: string, description: string) {
  const message = `${name} must be a whole number from 1 to ${MAX_PAGE}`;
  return applyDecorators(
    Max(MAX_PAGE, { message }),
    Min(1, { message }),
    IsInt({ message }),
    Type(() => Number),
    Transform(emptyToUndefined),
    IsOptional(),
    ApiPropertyOptional({ description, minimum: 1, maximum: MAX_PAGE, type: Number }),
  );
}

/**
 * `page` and `perPage` of a paged list, both optional and read as whole numbers from the query's text, for a query DTO
 * to extend: `class GetGiftsQueryDto extends PagingQueryDto(MAX_GIFTS_PER_PAGE, 'Gifts per page, 1–100; default 20.') {}`.
 * The properties carry their OpenAPI metadata explicitly (the bounds and perPage's description differ per list), which
 * also keeps them first among the extending DTO's properties.
 */
export function PagingQueryDto(maxPerPage: number, perPageDescription: string) {
  const perPageMessage = `perPage must be a whole number from 1 to ${maxPerPage}`;

  class PagingQuery {
    @PageQueryParam('page', '1-based page; default 1.')
    page?: number;

    @ApiPropertyOptional({ description: perPageDescription, minimum: 1, maximum: maxPerPage, type: Number })
    @IsOptional()
    @Transform(emptyToUndefined)
    @Type(() => Number)
    @IsInt({ message: perPageMessage })
    @Min(1, { message: perPageMessage })
    @Max(maxPerPage, { message: perPageMessage })
    perPage?: number;
  }
  return PagingQuery;
}
