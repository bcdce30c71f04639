import { PageQueryParam } from '../../../common/dto/paging-query.dto.js';

export class GetReviewsQueryDto {
  @PageQueryParam('pageNo', '1-based page of 5 reviews; default 1.')
  pageNo?: number;
}
