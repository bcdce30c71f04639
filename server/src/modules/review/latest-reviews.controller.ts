import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { LatestReviewsQueryDto } from './dto/latest-reviews-query.dto.js';
import { LatestReviewsResponseDto } from './dto/latest-reviews.response.dto.js';
import { ReviewService } from './review.service.js';

/** The /reviews page (DECISIONS.md: the latest real reviews across products, with the real count). */
@ApiTags('review')
@Public()
@Controller('home/customer')
export class LatestReviewsController {
  constructor(private readonly reviews: ReviewService) {}

  @Get('latest-reviews')
  @ApiOperation({
    summary: "The shop's visible reviews across products with their product, newest first or by rating (high, low), and how many there are",
    description:
      "The /reviews page: one page of the shop's visible reviews across products, each with its product's name, slug " +
      'and picture, and `totalReview`, how many there are in all. `sort`: newest (default), high or low (by rating, ' +
      'then newest); `page` from 1, `perPage` 1 to 50 (default 12). Fails: 400 `VALIDATION_FAILED` naming the ' +
      'parameter.',
  })
  @ApiOkResponse({ type: LatestReviewsResponseDto })
  @ApiErrors(400)
  latest(@Query() query: LatestReviewsQueryDto): Promise<LatestReviewsResponseDto> {
    return this.reviews.listLatest(query);
  }
}
