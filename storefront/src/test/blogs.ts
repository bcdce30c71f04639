import type { Blog } from '../features/blog/api';

let serial = 0;

/** A post as GET /api/blog-gets answers it; every field can be overridden. */
export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  serial += 1;
  return {
    _id: `10000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    name: `How to Care for Silver Jewellery at Home, Part ${serial}`,
    slug: `silver-care-${serial}`,
    images: [`/uploads/blogs/silver-care-${serial}-cover-640.webp`],
    description: [
      'Sterling silver darkens when it meets the sulphur in air, sweat and some cosmetics.',
      'The simplest habit is to wear silver often.',
      'Put it on after perfume and lotion.',
      'Keep each piece in its own pouch.',
    ],
    additionalDescription: [
      {
        heading: 'A gentle clean for everyday pieces',
        image: `/uploads/blogs/silver-care-${serial}-section-1-640.webp`,
        description: 'Mix a few drops of mild dish soap in lukewarm water.\nRinse, then dry it completely.',
      },
      { heading: 'What to avoid', image: '', description: 'Toothpaste leaves fine scratches on polished silver.' },
    ],
    createdAt: '2026-05-04T10:00:00.000Z',
    ...overrides,
  };
}
