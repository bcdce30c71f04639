// The server's limits of a post (BLOG_LIMITS of its blog.rules.ts, which `npm run openapi` copies into @shop/openapi).
import { BLOG_LIMITS } from '@shop/openapi/rules';
import { slugCheck } from '../../lib/slug';
import { type Picture, isPendingPicture, uploadPendingPictures } from '../../uploads/pictures';
import type { BlogFormValues, BlogPayload, StoredBlogValues } from './types';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const lengthOf = (value: unknown) => (typeof value === 'string' ? value.trim().length : -1);

/**
 * The server's rules (SaveBlogDto), checked in the form. Each answers a sentence, or undefined when acceptable;
 * an empty value is left to `required()` where the field must be filled.
 */
export function checkName(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const length = lengthOf(value);
  return length >= BLOG_LIMITS.nameMin && length <= BLOG_LIMITS.nameMax ? undefined : 'The title must be 3 to 200 characters.';
}

export const checkSlug = slugCheck(220, 'caring-for-silver');

/** One paragraph: written (a blank one is refused by the server), at most 5,000 characters. */
export function checkParagraph(value: unknown): string | undefined {
  if (isBlank(value)) return 'Write the paragraph or remove it.';
  return lengthOf(value) <= BLOG_LIMITS.paragraphMax ? undefined : 'A paragraph can be at most 5,000 characters.';
}

/** The opening paragraphs: at least one, at most 50. */
export function checkParagraphs(value: unknown): string | undefined {
  const count = Array.isArray(value) ? value.length : 0;
  if (count === 0) return 'A post needs at least one paragraph.';
  return count <= BLOG_LIMITS.paragraphs ? undefined : `At most ${BLOG_LIMITS.paragraphs} paragraphs.`;
}

/** A section's heading: written, at most 200 characters. */
export function checkHeading(value: unknown): string | undefined {
  if (isBlank(value)) return 'Give the section a heading or remove it.';
  return lengthOf(value) <= BLOG_LIMITS.headingMax ? undefined : 'A heading can be at most 200 characters.';
}

/** A section's text: written, at most 5,000 characters. */
export function checkSectionText(value: unknown): string | undefined {
  if (isBlank(value)) return 'Write the section’s text or remove the section.';
  return lengthOf(value) <= BLOG_LIMITS.paragraphMax ? undefined : 'A section’s text can be at most 5,000 characters.';
}

/** The further sections: none to 12. */
export function checkSections(value: unknown): string | undefined {
  const count = Array.isArray(value) ? value.length : 0;
  return count <= BLOG_LIMITS.sections ? undefined : `At most ${BLOG_LIMITS.sections} sections.`;
}

export function checkPostPictures(value: unknown): string | undefined {
  const count = Array.isArray(value) ? value.length : 0;
  return count <= BLOG_LIMITS.images ? undefined : `At most ${BLOG_LIMITS.images} pictures.`;
}

/** A new section as the form adds it: no heading, text or picture yet. */
export const emptySection = () => ({ heading: '', description: '', image: '' as const });

/**
 * Every picture of the post stored: the post's own and the sections' new files are uploaded in one go (in the
 * order they show), then each goes back to its place. A section without a picture keeps ''.
 */
export async function storeBlogPictures(values: BlogFormValues, upload: (files: File[]) => Promise<string[]>): Promise<StoredBlogValues> {
  const images = values.images ?? [];
  const sections = values.additionalDescription ?? [];
  const sectionPictures = sections.map((section) => section.image).filter((image): image is Picture => isPicture(image));
  const stored = await uploadPendingPictures([...images, ...sectionPictures], upload);
  const storedSections = stored.slice(images.length);
  let next = 0;
  return {
    ...values,
    images: stored.slice(0, images.length),
    additionalDescription: sections.map((section) => ({ ...section, image: isPicture(section.image) ? storedSections[next++] : '' })),
  };
}

function isPicture(image: Picture | '' | null | undefined): image is Picture {
  return isPendingPicture(image) || (typeof image === 'string' && image !== '');
}

/**
 * What the console sends for a post: its editable fields only (the server refuses any other property), texts
 * trimmed. A cleared slug is left out: the server makes one on create and keeps the old one on replace.
 */
export function toBlogPayload(values: StoredBlogValues): BlogPayload {
  const payload: BlogPayload = {
    name: values.name.trim(),
    description: (values.description ?? []).map((paragraph) => (paragraph ?? '').trim()),
    additionalDescription: values.additionalDescription.map((section) => ({
      heading: (section.heading ?? '').trim(),
      description: (section.description ?? '').trim(),
      image: section.image,
    })),
    images: values.images,
  };
  const slug = (values.slug ?? '').trim();
  if (slug) payload.slug = slug;
  return payload;
}
