import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_GIFTS_PER_PAGE } from '../gift.rules.js';

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);
const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';
const PER_PAGE_MESSAGE = `perPage must be a whole number from 1 to ${MAX_GIFTS_PER_PAGE}`;

/** The gift store's grid: one page, newest first. */
export class GetGiftsQueryDto {
  /** 1-based page; default 1. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(100_000, { message: PAGE_MESSAGE })
  page?: number;

  /** Gifts per page, 1–100; default 20. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PER_PAGE_MESSAGE })
  @Min(1, { message: PER_PAGE_MESSAGE })
  @Max(MAX_GIFTS_PER_PAGE, { message: PER_PAGE_MESSAGE })
  perPage?: number;
}
