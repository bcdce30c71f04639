import { Transform } from 'class-transformer';
import { IsInt, IsString, Length, Matches, Max, Min } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { OptionalSlug } from '../../../common/http/optional-slug.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { SLUG_MAX } from '../../../common/slug.js';
import { CATEGORY_ADMIN_READ_ONLY } from './category-admin.response.dto.js';
import { UPLOADED_IMAGE_URL } from './save-product.dto.js';

/** A category name tidied: trimmed, inner runs of spaces made one. */
const tidy = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value);

/** A category as the console sends it, for create (POST) and replace (PUT). */
@AcceptsReadOnly(CATEGORY_ADMIN_READ_ONLY)
export class SaveCategoryDto {
  /** 1 to 80 characters; unique, compared case-insensitively. */
  @Transform(tidy)
  @IsString()
  @Length(1, 80)
  name: string;

  /** /category-data/{slug}: lower-case letters and digits joined by dashes; left out, made from the name, unique (…-2, …-3). The old one keeps leading here. */
  @OptionalSlug(SLUG_MAX.category, 'nose-pins')
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
