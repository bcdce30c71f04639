import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { ReviewAdminDto } from './dto/review.response.dto.js';
import { UpdateReviewDto } from './dto/update-review.dto.js';
import { REVIEW_SORT, ReviewAdminService } from './review-admin.service.js';

/**
 * Console resource `reviews` (moderation), in ra-data-simple-rest conventions. Admins see every review;
 * a seller sees and hides only reviews of their own products (others answer 404). Deleting is for admins.
 */
@ApiTags('review')
@Roles('admin', 'seller')
@Controller('admin/reviews')
export class ReviewAdminController {
  constructor(private readonly reviews: ReviewAdminService) {}

  @ConsoleList(ReviewAdminDto, {
    summary: 'List reviews (filter productId, hidden, rating, q; sort createdAt, rating); answers Content-Range',
    description:
      'Reviews for moderation, hidden ones included, each with its product. An admin sees every review, a seller those ' +
      'of their own products. Filters: `productId`, `hidden` (true or false), `rating` (1 to 5), `q` (contained in the ' +
      'name or the text), `id` (an array of ids). Sorts: createdAt, rating (default createdAt DESC). ',
  })
  list(
    @CurrentUser() caller: AuthUser,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReviewAdminDto[]> {
    return answerListPage(response, 'reviews', query, REVIEW_SORT, (parsed) => this.reviews.list(caller, parsed));
  }

  @ConsoleRoute('get', ReviewAdminDto, [404], {
    summary: 'One review',
    description:
      'One review with its product; a seller reads only reviews of their own products. Fails: 400 `VALIDATION_FAILED` ' +
      'when id is not a UUID; 404 `REVIEW_NOT_FOUND` (also a review a seller may not see).',
  })
  get(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<ReviewAdminDto> {
    return this.reviews.get(caller, id);
  }

  @ConsoleRoute('replace', ReviewAdminDto, [404], {
    summary: 'Hide or show a review; the product’s rating and count follow',
    description:
      "Hides a review from the shop (`hidden` true) or shows it again; the product's rating and review count count " +
      'visible reviews only and follow at once. A seller moderates only reviews of their own products. Fails: 400 ' +
      '`VALIDATION_FAILED` (also when id is not a UUID); 404 `REVIEW_NOT_FOUND`.',
  })
  update(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @Body() dto: UpdateReviewDto): Promise<ReviewAdminDto> {
    return this.reviews.update(caller, id, dto);
  }

  @ConsoleRoute('delete', ReviewAdminDto, [404], {
    summary: 'Delete a review (admin); the product’s rating and count follow; answers the deleted record',
    description:
      "Deletes a review for good and answers it as it was; the product's rating and review count follow at once. " +
      'Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `REVIEW_NOT_FOUND`.',
  })
  @Roles('admin')
  delete(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<ReviewAdminDto> {
    return this.reviews.delete(caller, id);
  }
}
