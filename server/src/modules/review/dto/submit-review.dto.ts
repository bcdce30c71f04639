import { Transform } from 'class-transformer';
import { IsInt, IsString, IsUUID, Length, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { trim } from '../../../common/http/trim.js';

/** A customer's review of a product (spec 3 'review submit'). */
export class SubmitReviewDto {
  /** The name shown with the review, at most 100 characters; the account's name when empty or absent. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: 'name must be text of at most 100 characters' })
  @MaxLength(100, { message: 'name must be text of at most 100 characters' })
  name?: string;

  /** What the customer has to say, 1–2000 characters. */
  @Transform(trim)
  @IsString({ message: 'review must be text of 1 to 2000 characters' })
  @Length(1, 2000, { message: 'review must be text of 1 to 2000 characters' })
  review: string;

  /** Stars, a whole number from 1 to 5. */
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'rating must be a whole number from 1 to 5' })
  rating: number;

  /** The product reviewed. */
  @IsUUID('all', { message: 'productId must be a UUID' })
  productId: string;
}
