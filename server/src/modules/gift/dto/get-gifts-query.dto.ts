import { PagingQueryDto } from '../../../common/dto/paging-query.dto.js';
import { MAX_GIFTS_PER_PAGE } from '../gift.rules.js';

/** The gift store's grid: one page, newest first. */
export class GetGiftsQueryDto extends PagingQueryDto(MAX_GIFTS_PER_PAGE, 'Gifts per page, 1–100; default 20.') {}
