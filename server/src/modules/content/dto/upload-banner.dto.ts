import { PickType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BANNER_CATEGORIES, type BannerCategory } from '../entities/banner.entity.js';
import { CATEGORY_MESSAGE, UpdateBannerDto } from './update-banner.dto.js';

/**
 * The text fields of a banner upload (multipart/form-data, beside the `images` files): its category, and the optional
 * alt text and link, checked as a change checks them. Documented by BannerUpload's form schema.
 */
export class UploadBannerDto extends PickType(UpdateBannerDto, ['alt', 'link']) {
  @IsIn(BANNER_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: BannerCategory;
}
