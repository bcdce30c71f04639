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
  @ApiOperation({ summary: 'Review a product (signed in; one review per customer per product); the product’s rating follows' })
  @ApiErrors(400, 401, 404, 409)
  submit(@CurrentUser() user: AuthUser, @Body() dto: SubmitReviewDto): Promise<MessageResponseDto> {
    return this.reviews.submit(user, dto);
  }

  @Public()
  @Get('get-reviews/:productId')
  @ApiOperation({ summary: 'A product’s visible reviews, 5 per page, newest first, with the count per star level' })
  @ApiErrors(400, 404)
  list(@UuidParam('productId') productId: string, @Query() query: GetReviewsQueryDto): Promise<ReviewsResponseDto> {
    return this.reviews.listForProduct(productId, query.pageNo);
  }
}
