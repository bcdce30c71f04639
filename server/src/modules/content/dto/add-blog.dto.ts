import { PickType } from '@nestjs/swagger';
import { plainToInstance, Transform, type TransformFnParams } from 'class-transformer';
import { BlogSectionDto, SaveBlogDto } from './save-blog.dto.js';

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
 *
 * The fields and checks are the console's (SaveBlogDto); only the lists are read differently, from a form field as
 * well as from JSON.
 */
export class AddBlogDto extends PickType(SaveBlogDto, ['name', 'slug', 'description', 'additionalDescription', 'images']) {
  /** The opening paragraphs: a JSON array or repeated fields. */
  @Transform(listFromForm)
  override description: string[];

  /** Further sections: a JSON array, or repeated fields of one JSON object each. */
  @Transform(sectionsFromForm)
  override additionalDescription?: BlogSectionDto[];

  /** Pictures already uploaded (URLs under /uploads/blogs/); with the files of a multipart form, at most 6 in all. */
  @Transform(listFromForm)
  override images?: string[];
}
