import type { BlogSection } from './entities/blog.entity.js';

/** Limits of a post (checked by the DTOs and, for pictures spread over files and URLs, by the service). */
export const BLOG_LIMITS = {
  nameMin: 3,
  nameMax: 200,
  paragraphs: 50,
  paragraphMax: 5000,
  sections: 12,
  headingMax: 200,
  images: 6,
} as const;

/** Where the journal's pictures are stored: /uploads/blogs/. */
export const BLOG_IMAGE_FOLDER = 'blogs';

/** A picture stored for the journal: `/uploads/blogs/<name>-<320|640|1280>.webp`, as POST /api/admin/blogs/images answers it. */
export const BLOG_IMAGE_URL = /^\/uploads\/blogs\/[a-z0-9-]+-(?:320|640|1280)\.webp$/;

/** A section as sent: its picture is an uploaded URL, or '' / absent for none (or, in a multipart blog-add, the next sectionImages file). */
export type SectionInput = { heading: string; description: string; image?: string };

/**
 * Gives the sectionImages files of a multipart blog-add to the sections that have no picture of their own
 * (image '' or absent), in order: the first file to the first such section, and so on. Sections left over keep no
 * picture. Answers undefined when there are more files than such sections.
 */
export function placeSectionImages(sections: readonly SectionInput[], files: readonly string[]): BlogSection[] | undefined {
  const open = sections.filter((section) => !section.image).length;
  if (files.length > open) return undefined;
  let next = 0;
  return sections.map((section) => ({
    heading: section.heading,
    image: section.image ? section.image : (files[next++] ?? ''),
    description: section.description,
  }));
}

/** Every picture a post shows: its own and its sections'. */
export function blogPictures(blog: { images: readonly string[]; additionalDescription: readonly BlogSection[] }): string[] {
  return [...blog.images, ...blog.additionalDescription.map((section) => section.image).filter((image) => image !== '')];
}
