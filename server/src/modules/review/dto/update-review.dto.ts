import { IsBoolean } from 'class-validator';

/** The console's moderation: hide a review from the shop (and from the product's rating) or show it again. */
export class UpdateReviewDto {
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden: boolean;
}
