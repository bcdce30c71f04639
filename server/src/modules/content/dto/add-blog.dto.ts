import { plainToInstance, Transform, type TransformFnParams } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Length, Matches, ValidateNested } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { OptionalSlug } from '../../../common/http/optional-slug.decorator.js';
import { SLUG_MAX } from '../../../common/slug.js';
import { BLOG_IMAGE_URL, BLOG_LIMITS } from '../blog.rules.js';
import { BlogSectionDto, DESCRIPTION_MESSAGE, IMAGES_MESSAGE, NAME_MESSAGE, SECTIONS_MESSAGE } from './save-blog.dto.js';
import { trim } from '../../../common/http/trim.js';

/** JSON text inside a form field; the text itself when it is not JSON (validation then names the field). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A list from a form field: a JSON array ('["a","b"]'), repeated fields (an array already) or one value (one item);
 * JSON bodies pass as they are. Strings are trimmed.
 */
function listFromForm({ obj, key }: TransformFnParams): unknown {
  const raw = (obj as Record<string, unknown>)[key];
  const list = typeof raw === 'string' ? (raw.trim().startsWith('[') ? parseJson(raw) : [raw]) : raw;
  return Array.isArray(list) ? list.map((item) => (typeof item === 'string' ? item.trim() : item)) : list;
}

/** Sections from a form field (a JSON array, or repeated fields of one JSON object each) or a JSON body, as BlogSectionDto instances. */
function sectionsFromForm({ obj, key }: TransformFnParams): unknown {
  const raw = (obj as Record<string, unknown>)[key];
  const list = typeof raw === 'string' ? parseJson(raw) : raw;
  if (!Array.isArray(list)) return list;
  return list.map((item) => {
    const section = typeof item === 'string' ? parseJson(item) : item;
    return typeof section === 'object' && section !== null && !Array.isArray(section) ? plainToInstance(BlogSectionDto, section) : section;
  });
}

/**
 * A new post (spec 7 `blog-add`), either as multipart/form-data or as application/json.
 *
 * multipart/form-data: `name`; `slug` (optional); `description` as a JSON array of paragraphs or as repeated fields (one paragraph
 * each); `additionalDescription` as a JSON array of sections `{heading, description, image?}`; the post's pictures as
 * files in `images` (together with any `images` URLs, at most 6; URLs first, then the files in the order sent);
 * the sections' pictures as files in `sectionImages`, given in order to the sections whose `image` is '' or absent:
 * the first file to the first such section, the second to the next, and so on. Sections left over have no picture;
 * more files than such sections is refused.
 *
 * application/json: the same fields with real arrays, and pictures only as URLs already uploaded through
 * POST /api/admin/blogs/images.
 */
export class AddBlogDto {
  /** The title, 3 to 200 characters. */
  @Transform(trim)
  @IsString({ message: NAME_MESSAGE })
  @Length(BLOG_LIMITS.nameMin, BLOG_LIMITS.nameMax, { message: NAME_MESSAGE })
  name: string;

  /** /blogdetail/{slug}: lower-case letters and digits joined by dashes, used when no other post has it (409). Left out: made from the name, unique (…-2, …-3). */
  @OptionalSlug(SLUG_MAX.blog, 'caring-for-silver')
  slug?: string;

  /** The opening paragraphs, 1 to 50, each 1 to 5000 characters. */
  @Transform(listFromForm)
  @IsArray({ message: DESCRIPTION_MESSAGE })
  @ArrayMinSize(1, { message: DESCRIPTION_MESSAGE })
  @ArrayMaxSize(BLOG_LIMITS.paragraphs, { message: DESCRIPTION_MESSAGE })
  @IsString({ each: true, message: DESCRIPTION_MESSAGE })
  @Length(1, BLOG_LIMITS.paragraphMax, { each: true, message: DESCRIPTION_MESSAGE })
  description: string[];

  /** Further sections, at most 12. Default none. */
  @IsOptionalButNotNull()
  @Transform(sectionsFromForm)
  @IsArray({ message: SECTIONS_MESSAGE })
  @ArrayMaxSize(BLOG_LIMITS.sections, { message: SECTIONS_MESSAGE })
  @ValidateNested({ each: true, message: SECTIONS_MESSAGE })
  additionalDescription?: BlogSectionDto[];

  /** Pictures already uploaded (URLs under /uploads/blogs/); with the files of a multipart form, at most 6 in all. */
  @IsOptionalButNotNull()
  @Transform(listFromForm)
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMaxSize(BLOG_LIMITS.images, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: IMAGES_MESSAGE })
  @Matches(BLOG_IMAGE_URL, { each: true, message: IMAGES_MESSAGE })
  images?: string[];
}
