import { IsIn, IsOptional } from 'class-validator';
import { BANNER_CATEGORIES, type BannerCategory } from '../entities/banner.entity.js';
import { CATEGORY_MESSAGE } from './update-banner.dto.js';

export class GetBannersQueryDto {
  /** Only the banners of this category; all when absent. */
  @IsOptional()
  @IsIn(BANNER_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: BannerCategory;
}
