import { Transform } from 'class-transformer';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { BANNER_CATEGORIES, type BannerCategory } from '../entities/banner.entity.js';
import { trim } from '../../../common/http/trim.js';

/** A path on this shop ('/category-data/rings'), never another site ('//evil.example', '/\evil.example'), or empty. */
export const SHOP_PATH = /^(\/(?![/\\])[^\s\\]*)?$/;
export const CATEGORY_MESSAGE = `category must be one of: ${BANNER_CATEGORIES.join(', ')}`;
export const ALT_MESSAGE = 'alt must be text of at most 200 characters';
export const LINK_MESSAGE = "link must be a path on this shop starting with '/' (at most 300 characters), or empty";

/** The text fields of a banner upload (multipart/form-data, beside the `images` files). */
export class UploadBannerDto {
  /** Where the banners are shown (spec 3). */
  @IsIn(BANNER_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: BannerCategory;

  /** What the pictures show, for their alt text; at most 200 characters. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: ALT_MESSAGE })
  @MaxLength(200, { message: ALT_MESSAGE })
  alt?: string;

  /** Where a click leads on the storefront, e.g. /category-data/rings; empty for nowhere. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: LINK_MESSAGE })
  @MaxLength(300, { message: LINK_MESSAGE })
  @Matches(SHOP_PATH, { message: LINK_MESSAGE })
  link?: string;
}
