import { Transform } from 'class-transformer';
import { IsInt, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { CATEGORY_SLUG, tidyCategoryName } from '../catalog-slug.js';
import { CATEGORY_ADMIN_READ_ONLY } from './category-admin.response.dto.js';
import { UPLOADED_IMAGE_URL } from './save-product.dto.js';
import { trim } from '../../../common/http/trim.js';

const tidy = ({ value }: { value: unknown }) => (typeof value === 'string' ? tidyCategoryName(value) : value);

/** A category as the console sends it, for create (POST) and replace (PUT). */
@AcceptsReadOnly(CATEGORY_ADMIN_READ_ONLY)
export class SaveCategoryDto {
  /** 1 to 80 characters; unique, compared case-insensitively. */
  @Transform(tidy)
  @IsString()
  @Length(1, 80)
  name: string;

  /** Left out: the name lower-cased with dashes for spaces, as the storefront's /category-data/{slug} expects. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  @Matches(CATEGORY_SLUG, { message: "slug must be lower-case words joined by single dashes, e.g. nose-pins or baby's-evil-eye-charms" })
  slug?: string;

  /** A URL under /uploads/ as answered by POST /api/admin/categories/image, or '' for none. Default ''; kept on replace when left out. */
  @IsOptionalButNotNull()
  @IsString()
  @Matches(new RegExp(`^$|${UPLOADED_IMAGE_URL.source}`), { message: 'image must be a URL under /uploads/ as answered by POST /api/admin/categories/image, or empty' })
  image?: string;

  /** Order on the storefront, smallest first. Default: after the last; kept on replace when left out. */
  @IsOptionalButNotNull()
  @IsInt()
  @Min(0)
  @Max(100_000)
  position?: number;
}
