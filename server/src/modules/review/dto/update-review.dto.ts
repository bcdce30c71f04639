import { IsBoolean } from 'class-validator';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { REVIEW_ADMIN_READ_ONLY } from './review.response.dto.js';

/** The console's moderation: hide a review from the shop (and from the product's rating) or show it again. */
@AcceptsReadOnly(REVIEW_ADMIN_READ_ONLY)
export class UpdateReviewDto {
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden: boolean;
}
