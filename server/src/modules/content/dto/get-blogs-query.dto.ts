import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);
const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';
const PER_PAGE_MESSAGE = 'perPage must be a whole number from 1 to 100';
const Q_MESSAGE = 'q must be text of at most 100 characters';

/** The blog list: one page, newest first, optionally only the posts matching a search. */
export class GetBlogsQueryDto {
  /** 1-based page; default 1. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(100_000, { message: PAGE_MESSAGE })
  page?: number;

  /** Posts per page, 1–100; default 20. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PER_PAGE_MESSAGE })
  @Min(1, { message: PER_PAGE_MESSAGE })
  @Max(100, { message: PER_PAGE_MESSAGE })
  perPage?: number;

  /** Words to find in the posts' names and text; half-typed words match ('earr' finds 'earrings'). */
  @IsOptional()
  @IsString({ message: Q_MESSAGE })
  @MaxLength(100, { message: Q_MESSAGE })
  q?: string;
}
