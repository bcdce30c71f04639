import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { BANNER_CATEGORIES, type BannerCategory } from '../entities/banner.entity.js';
import { BANNER_ADMIN_READ_ONLY } from './banner.response.dto.js';
import { trim } from '../../../common/http/trim.js';

/** A path on this shop ('/category-data/rings'), never another site ('//evil.example', '/\evil.example'), or empty. */
export const SHOP_PATH = /^(\/(?![/\\])[^\s\\]*)?$/;
export const CATEGORY_MESSAGE = `category must be one of: ${BANNER_CATEGORIES.join(', ')}`;
export const ALT_MESSAGE = 'alt must be text of at most 200 characters';
export const LINK_MESSAGE = "link must be a path on this shop starting with '/' (at most 300 characters), or empty";
const POSITION_MESSAGE = 'position must be a whole number from 0 to 10000';

/** The console's PUT: any of the banner's fields except its picture; fields left out stay as they are. */
@AcceptsReadOnly(BANNER_ADMIN_READ_ONLY)
export class UpdateBannerDto {
  @IsOptionalButNotNull()
  @IsIn(BANNER_CATEGORIES, { message: CATEGORY_MESSAGE })
  category?: BannerCategory;

  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: ALT_MESSAGE })
  @MaxLength(200, { message: ALT_MESSAGE })
  alt?: string;

  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: LINK_MESSAGE })
  @MaxLength(300, { message: LINK_MESSAGE })
  @Matches(SHOP_PATH, { message: LINK_MESSAGE })
  link?: string;

  /** Order within the category, smallest first. */
  @IsOptionalButNotNull()
  @IsInt({ message: POSITION_MESSAGE })
  @Min(0, { message: POSITION_MESSAGE })
  @Max(10_000, { message: POSITION_MESSAGE })
  position?: number;
}
