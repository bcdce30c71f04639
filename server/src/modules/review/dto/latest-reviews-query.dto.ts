import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { emptyToUndefined, PagingQueryDto } from '../../../common/dto/paging-query.dto.js';

/** newest first; high: best rating first (then newest); low: lowest rating first (then newest). */
export const LATEST_REVIEW_SORTS = ['newest', 'high', 'low'] as const;
export type LatestReviewSort = (typeof LATEST_REVIEW_SORTS)[number];
export const LATEST_REVIEWS_PER_PAGE = 12;
export const MAX_LATEST_REVIEWS_PER_PAGE = 50;

const SORT_MESSAGE = `sort must be one of ${LATEST_REVIEW_SORTS.join(', ')}`;

class LatestReviewsSortDto {
  // Declared for OpenAPI explicitly, like PagingQueryDto's properties, so that sort stays the first query parameter.
  @ApiPropertyOptional({ description: 'Default newest.', enum: LATEST_REVIEW_SORTS })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(LATEST_REVIEW_SORTS, { message: SORT_MESSAGE })
  sort?: LatestReviewSort;
}

/** The /reviews page: the latest reviews across the shop, sorted and paged (sort first, as it always was). */
export class LatestReviewsQueryDto extends IntersectionType(
  LatestReviewsSortDto,
  PagingQueryDto(MAX_LATEST_REVIEWS_PER_PAGE, `Reviews per page, 1–${MAX_LATEST_REVIEWS_PER_PAGE}; default ${LATEST_REVIEWS_PER_PAGE}.`),
) {}
