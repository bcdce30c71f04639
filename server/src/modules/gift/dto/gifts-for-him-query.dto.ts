import { PageQueryParam } from '../../../common/dto/paging-query.dto.js';

/** The /gifts-for-him page: 20 at a time. */
export class GiftsForHimQueryDto {
  @PageQueryParam('page', '1-based page; default 1.')
  page?: number;
}
