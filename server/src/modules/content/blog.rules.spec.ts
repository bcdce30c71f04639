import { blogPictures, placeSectionImages } from './blog.rules.js';

describe('placeSectionImages', () => {
  const url = (n: number) => `/uploads/blogs/s${n}-640.webp`;

  it('gives the files, in order, to the sections without a picture of their own', () => {
    const sections = [
      { heading: 'A', description: 'a', image: '' },
      { heading: 'B', description: 'b', image: url(9) },
      { heading: 'C', description: 'c' },
    ];
    expect(placeSectionImages(sections, [url(1), url(2)])).toEqual([
      { heading: 'A', description: 'a', image: url(1) },
      { heading: 'B', description: 'b', image: url(9) },
      { heading: 'C', description: 'c', image: url(2) },
    ]);
  });

  it('leaves the sections beyond the files without a picture', () => {
    const sections = [
      { heading: 'A', description: 'a' },
      { heading: 'B', description: 'b' },
    ];
    expect(placeSectionImages(sections, [url(1)])?.map((section) => section.image)).toEqual([url(1), '']);
  });

  it('answers undefined when more files come than sections can take', () => {
    expect(placeSectionImages([{ heading: 'A', description: 'a', image: url(9) }], [url(1)])).toBeUndefined();
    expect(placeSectionImages([], [url(1)])).toBeUndefined();
  });
});

describe('blogPictures', () => {
  it("lists the post's pictures, then its sections', skipping sections without one", () => {
    expect(
      blogPictures({
        images: ['/a', '/b'],
        additionalDescription: [
          { heading: 'x', description: 'y', image: '/c' },
          { heading: 'x', description: 'y', image: '' },
        ],
      }),
    ).toEqual(['/a', '/b', '/c']);
  });
});
