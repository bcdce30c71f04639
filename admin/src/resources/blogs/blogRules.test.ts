import { describe, expect, it, vi } from 'vitest';
import {
  checkHeading,
  checkName,
  checkParagraph,
  checkParagraphs,
  checkPostPictures,
  checkSectionText,
  checkSections,
  checkSlug,
  emptySection,
  storeBlogPictures,
  toBlogPayload,
} from './blogRules';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pending = (name: string) => ({ rawFile: png(name), src: `blob:${name}`, title: name });
const stored = (name: string) => `/uploads/blogs/${name}-640.webp`;

describe('the server’s post rules, checked in the form', () => {
  it('title: 3 to 200 characters; slug: lower-case words joined by single dashes', () => {
    expect(checkName('Caring for silver')).toBeUndefined();
    expect(checkName('Hi')).toMatch(/3 to 200/);
    expect(checkName('a'.repeat(201))).toMatch(/3 to 200/);
    expect(checkSlug('caring-for-silver')).toBeUndefined();
    expect(checkSlug('')).toBeUndefined();
    expect(checkSlug('Caring for Silver')).toMatch(/single dashes/);
  });

  it('paragraphs: at least one, at most 50, none blank, each at most 5,000 characters', () => {
    expect(checkParagraphs(['One.'])).toBeUndefined();
    expect(checkParagraphs([])).toBe('A post needs at least one paragraph.');
    expect(checkParagraphs(null)).toBe('A post needs at least one paragraph.');
    expect(checkParagraphs(Array.from({ length: 51 }, () => 'x'))).toBe('At most 50 paragraphs.');
    expect(checkParagraph('Pearls like to be worn.')).toBeUndefined();
    expect(checkParagraph('   ')).toBe('Write the paragraph or remove it.');
    expect(checkParagraph('x'.repeat(5001))).toMatch(/5,000/);
  });

  it('pictures of the post: at most 6', () => {
    expect(checkPostPictures(Array.from({ length: 6 }, (_, i) => stored(`p${i}`)))).toBeUndefined();
    expect(checkPostPictures(Array.from({ length: 7 }, (_, i) => stored(`p${i}`)))).toBe('At most 6 pictures.');
  });
});

describe('the sections editor', () => {
  it('takes none to 12 sections', () => {
    expect(checkSections([])).toBeUndefined();
    expect(checkSections(undefined)).toBeUndefined();
    expect(checkSections(Array.from({ length: 12 }, emptySection))).toBeUndefined();
    expect(checkSections(Array.from({ length: 13 }, emptySection))).toBe('At most 12 sections.');
  });

  it('wants a heading and a text in every section; the picture is optional', () => {
    expect(checkHeading('How to store pearls')).toBeUndefined();
    expect(checkHeading('')).toBe('Give the section a heading or remove it.');
    expect(checkHeading('x'.repeat(201))).toMatch(/200 characters/);
    expect(checkSectionText('Keep them apart from harder stones.')).toBeUndefined();
    expect(checkSectionText(null)).toBe('Write the section’s text or remove the section.');
    expect(checkSectionText('x'.repeat(5001))).toMatch(/5,000/);
  });

  it('adds a new section empty, without a picture', () => {
    expect(emptySection()).toEqual({ heading: '', description: '', image: '' });
    expect(emptySection()).not.toBe(emptySection());
  });
});

describe('storeBlogPictures', () => {
  it('uploads the post’s and the sections’ new files in one go and puts each back in its place', async () => {
    const upload = vi.fn(async (files: File[]) => files.map((file) => stored(file.name)));

    const values = await storeBlogPictures(
      {
        name: 'Pearls',
        images: [stored('cover'), pending('second')],
        additionalDescription: [
          { heading: 'A', description: 'a', image: pending('section-a') },
          { heading: 'B', description: 'b', image: '' },
          { heading: 'C', description: 'c', image: stored('kept') },
          { heading: 'D', description: 'd', image: null },
        ],
      },
      upload,
    );

    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0].map((file) => file.name)).toEqual(['second', 'section-a']);
    expect(values.images).toEqual([stored('cover'), stored('second')]);
    expect(values.additionalDescription.map((section) => section.image)).toEqual([stored('section-a'), '', stored('kept'), '']);
  });

  it('calls nobody when nothing is new', async () => {
    const upload = vi.fn(async () => []);
    const values = await storeBlogPictures({ name: 'Pearls', images: null, additionalDescription: null }, upload);
    expect(upload).not.toHaveBeenCalled();
    expect(values).toMatchObject({ images: [], additionalDescription: [] });
  });
});

describe('toBlogPayload', () => {
  it('sends the editable fields only, texts trimmed, a cleared slug left out', () => {
    const payload = toBlogPayload({
      name: '  Pearls, and how to keep them ',
      slug: '  ',
      description: [' First. ', 'Second.'],
      additionalDescription: [{ heading: ' Storing ', description: ' Apart. ', image: '' }],
      images: [stored('cover')],
    });

    expect(payload).toEqual({
      name: 'Pearls, and how to keep them',
      description: ['First.', 'Second.'],
      additionalDescription: [{ heading: 'Storing', description: 'Apart.', image: '' }],
      images: [stored('cover')],
    });
  });

  it('keeps a slug staff typed', () => {
    expect(toBlogPayload({ name: 'Pearls', slug: 'pearl-care', description: ['x'], additionalDescription: [], images: [] }).slug).toBe('pearl-care');
  });
});
