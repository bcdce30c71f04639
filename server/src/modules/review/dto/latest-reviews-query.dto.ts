import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

/** newest first; high: best rating first (then newest); low: lowest rating first (then newest). */
export const LATEST_REVIEW_SORTS = ['newest', 'high', 'low'] as const;
export type LatestReviewSort = (typeof LATEST_REVIEW_SORTS)[number];
export const LATEST_REVIEWS_PER_PAGE = 12;
export const MAX_LATEST_REVIEWS_PER_PAGE = 50;

const SORT_MESSAGE = `sort must be one of ${LATEST_REVIEW_SORTS.join(', ')}`;
const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';
const PER_PAGE_MESSAGE = `perPage must be a whole number from 1 to ${MAX_LATEST_REVIEWS_PER_PAGE}`;

/** The /reviews page: the latest reviews across the shop, sorted and paged. */
export class LatestReviewsQueryDto {
  /** Default newest. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(LATEST_REVIEW_SORTS, { message: SORT_MESSAGE })
  sort?: LatestReviewSort;

  /** 1-based page; default 1. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(100_000, { message: PAGE_MESSAGE })
  page?: number;

  /** Reviews per page, 1–50; default 12. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PER_PAGE_MESSAGE })
  @Min(1, { message: PER_PAGE_MESSAGE })
  @Max(MAX_LATEST_REVIEWS_PER_PAGE, { message: PER_PAGE_MESSAGE })
  perPage?: number;
}
