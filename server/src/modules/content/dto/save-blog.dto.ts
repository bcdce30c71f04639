import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Length, Matches, ValidateNested } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { OptionalSlug } from '../../../common/http/optional-slug.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { SLUG_MAX } from '../../../common/slug.js';
import { BLOG_IMAGE_URL, BLOG_LIMITS } from '../blog.rules.js';
import { BLOG_ADMIN_READ_ONLY } from './blog.response.dto.js';
import { trim, trimEach } from '../../../common/http/trim.js';

const NAME_MESSAGE = `name must be text of ${BLOG_LIMITS.nameMin} to ${BLOG_LIMITS.nameMax} characters`;
const DESCRIPTION_MESSAGE = `description must be a list of 1 to ${BLOG_LIMITS.paragraphs} paragraphs, each 1 to ${BLOG_LIMITS.paragraphMax} characters`;
const SECTIONS_MESSAGE = `additionalDescription must be a list of at most ${BLOG_LIMITS.sections} sections, each {heading, description, image}`;
const IMAGES_MESSAGE = `images must be a list of at most ${BLOG_LIMITS.images} picture URLs under /uploads/blogs/, as answered by POST /api/admin/blogs/images`;
const HEADING_MESSAGE = `heading must be text of 1 to ${BLOG_LIMITS.headingMax} characters`;
const SECTION_TEXT_MESSAGE = `description must be text of 1 to ${BLOG_LIMITS.paragraphMax} characters`;
const SECTION_IMAGE_MESSAGE = "image must be a picture URL under /uploads/blogs/, as answered by POST /api/admin/blogs/images, or ''";

/** One further section of a post: a heading, its text and a picture. */
export class BlogSectionDto {
  /** 1 to 200 characters. */
  @Transform(trim)
  @IsString({ message: HEADING_MESSAGE })
  @Length(1, BLOG_LIMITS.headingMax, { message: HEADING_MESSAGE })
  heading: string;

  /** The section's text, 1 to 5000 characters. */
  @Transform(trim)
  @IsString({ message: SECTION_TEXT_MESSAGE })
  @Length(1, BLOG_LIMITS.paragraphMax, { message: SECTION_TEXT_MESSAGE })
  description: string;

  /**
   * A picture URL under /uploads/blogs/; '' or absent for none. In a multipart POST /api/blog-add, a section with
   * '' or no image takes the next file of `sectionImages` instead.
   */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: SECTION_IMAGE_MESSAGE })
  @Matches(new RegExp(`^$|${BLOG_IMAGE_URL.source}`), { message: SECTION_IMAGE_MESSAGE })
  image?: string;
}

/**
 * A post as the console sends it (JSON), for create (POST /api/admin/blogs) and replace (PUT /api/admin/blogs/{id});
 * pictures are uploaded first through POST /api/admin/blogs/images and sent here as their URLs.
 */
@AcceptsReadOnly(BLOG_ADMIN_READ_ONLY)
export class SaveBlogDto {
  /** The title, 3 to 200 characters. */
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  @Length(BLOG_LIMITS.nameMin, BLOG_LIMITS.nameMax, { message: NAME_MESSAGE })
  name: string;

  /** Lower-case letters and digits joined by dashes. Left out: made from the name and unique (…-2, …-3) on create; kept on replace. A replaced slug keeps leading here. */
  @OptionalSlug(SLUG_MAX.blog, 'caring-for-silver')
  slug?: string;

  /** The opening paragraphs, 1 to 50, each 1 to 5000 characters. */
  @Transform(trimEach)
  @IsArray({ message: DESCRIPTION_MESSAGE })
  @ArrayMinSize(1, { message: DESCRIPTION_MESSAGE })
  @ArrayMaxSize(BLOG_LIMITS.paragraphs, { message: DESCRIPTION_MESSAGE })
  @IsString({ each: true, message: DESCRIPTION_MESSAGE })
  @Length(1, BLOG_LIMITS.paragraphMax, { each: true, message: DESCRIPTION_MESSAGE })
  description: string[];

  /** Further sections, at most 12. Default none. */
  @IsOptionalButNotNull()
  @IsArray({ message: SECTIONS_MESSAGE })
  @ArrayMaxSize(BLOG_LIMITS.sections, { message: SECTIONS_MESSAGE })
  @ValidateNested({ each: true, message: SECTIONS_MESSAGE })
  @Type(() => BlogSectionDto)
  additionalDescription?: BlogSectionDto[];

  /** The post's pictures, at most 6, the first being its cover. Default none. */
  @IsOptionalButNotNull()
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMaxSize(BLOG_LIMITS.images, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: IMAGES_MESSAGE })
  @Matches(BLOG_IMAGE_URL, { each: true, message: IMAGES_MESSAGE })
  images?: string[];
}
