import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);
const PAGE_MESSAGE = 'pageNo must be a whole number from 1 to 100000';

export class GetReviewsQueryDto {
  /** 1-based page of 5 reviews; default 1. */
  @IsOptional()
  @Transform(emptyToUndefined)
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(100_000, { message: PAGE_MESSAGE })
  pageNo?: number;
}
