import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A query parameter sent empty (`?page=`) counts as left out. */
export const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

const MAX_PAGE = 100_000;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;

/**
 * `page` and `perPage` of a paged list, both optional and read as whole numbers from the query's text, for a query DTO
 * to extend: `class GetGiftsQueryDto extends PagingQueryDto(MAX_GIFTS_PER_PAGE, 'Gifts per page, 1–100; default 20.') {}`.
 * The properties carry their OpenAPI metadata explicitly (the bounds and perPage's description differ per list), which
 * also keeps them first among the extending DTO's properties.
 */
export function PagingQueryDto(maxPerPage: number, perPageDescription: string) {
  const perPageMessage = `perPage must be a whole number from 1 to ${maxPerPage}`;

  class PagingQuery {
    @ApiPropertyOptional({ description: '1-based page; default 1.', minimum: 1, maximum: MAX_PAGE, type: Number })
    @IsOptional()
    @Transform(emptyToUndefined)
    @Type(() => Number)
    @IsInt({ message: PAGE_MESSAGE })
    @Min(1, { message: PAGE_MESSAGE })
    @Max(MAX_PAGE, { message: PAGE_MESSAGE })
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
