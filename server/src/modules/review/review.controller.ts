import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { GetReviewsQueryDto } from './dto/get-reviews-query.dto.js';
import { ReviewsResponseDto } from './dto/review.response.dto.js';
import { SubmitReviewDto } from './dto/submit-review.dto.js';
import { ReviewService } from './review.service.js';

/** The product page's review calls (spec 7). */
@ApiTags('review')
@Controller('home/customer')
export class ReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @Post('submit-review')
  @ApiOperation({
    summary: 'Review a product (signed in; one review per customer per product); the product’s rating follows',
    description:
      "Adds the caller's review of a product: `rating` 1 to 5, `review` 1 to 2000 characters, `name` to show (the " +
      "account's name when left out). One review per account and product; no purchase is needed. The product's rating " +
      'and review count are recomputed at once. Fails: 400 `VALIDATION_FAILED` naming the field; 404 ' +
      '`PRODUCT_NOT_FOUND`; 409 `ALREADY_REVIEWED`.',
  })
  @ApiErrors(400, 401, 404, 409)
  submit(@CurrentUser() user: AuthUser, @Body() dto: SubmitReviewDto): Promise<MessageResponseDto> {
    return this.reviews.submit(user, dto);
  }

  @Public()
  @Get('get-reviews/:productId')
  @ApiOperation({
    summary: 'A product’s visible reviews, 5 per page, newest first, with the count per star level',
    description:
      "One page of 5 of a product's visible reviews, newest first (`pageNo` from 1), with `totalReview` and " +
      '`rating_review`, how many visible reviews give each number of stars. Hidden reviews are left out. Fails: 400 ' +
      '`VALIDATION_FAILED` when productId is not a UUID or pageNo is not a whole number from 1 to 100000; 404 ' +
      '`PRODUCT_NOT_FOUND`.',
  })
  @ApiErrors(400, 404)
  list(@UuidParam('productId') productId: string, @Query() query: GetReviewsQueryDto): Promise<ReviewsResponseDto> {
    return this.reviews.listForProduct(productId, query.pageNo);
  }
}
