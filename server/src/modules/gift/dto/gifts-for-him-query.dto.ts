import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);
const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';

/** The /gifts-for-him page: 20 at a time. */
export class GiftsForHimQueryDto {
  /** 1-based page; default 1. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(100_000, { message: PAGE_MESSAGE })
  page?: number;
}
