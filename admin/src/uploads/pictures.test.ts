import { describe, expect, it, vi } from 'vitest';
import { type Picture, moveItem, pictureProblem, replaceItem, thumbnailOf, uploadPendingPictures } from './pictures';

const png = (name: string, size = 4) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pending = (name: string): Picture => ({ rawFile: png(name), src: `blob:${name}`, title: name });

describe('uploadPendingPictures', () => {
  it('uploads only the new files and keeps the order staff chose', async () => {
    const upload = vi.fn(async (files: File[]) => files.map((file) => `/uploads/products/${file.name}.webp`));

    const urls = await uploadPendingPictures(['/uploads/products/old.webp', pending('a'), '/uploads/products/kept.webp', pending('b')], upload);

    expect(urls).toEqual(['/uploads/products/old.webp', '/uploads/products/a.webp', '/uploads/products/kept.webp', '/uploads/products/b.webp']);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0].map((file) => file.name)).toEqual(['a', 'b']);
  });

  it('does not call the server when nothing is new', async () => {
    const upload = vi.fn(async () => []);
    expect(await uploadPendingPictures(['/x.webp'], upload)).toEqual(['/x.webp']);
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends at most 8 files per request', async () => {
    const upload = vi.fn(async (files: File[]) => files.map((file) => `/u/${file.name}`));
    const pictures = Array.from({ length: 10 }, (_, i) => pending(`p${i}`));

    const urls = await uploadPendingPictures(pictures, upload);

    expect(upload.mock.calls.map(([files]) => files.length)).toEqual([8, 2]);
    expect(urls).toEqual(Array.from({ length: 10 }, (_, i) => `/u/p${i}`));
  });

  it('fails when the server stores fewer pictures than sent', async () => {
    await expect(uploadPendingPictures([pending('a'), pending('b')], async () => ['/u/a'])).rejects.toThrow('stored 1 of 2');
  });
});

describe('pictureProblem', () => {
  it('accepts the formats the server reads, up to 5 MB', () => {
    expect(pictureProblem(png('ring.png'))).toBeUndefined();
    expect(pictureProblem(new File(['x'], 'ring.avif', { type: 'image/avif' }))).toBeUndefined();
  });

  it('names the file and the reason otherwise', () => {
    expect(pictureProblem(new File(['x'], 'notes.pdf', { type: 'application/pdf' }))).toBe(
      'notes.pdf: The file is not a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect(pictureProblem(png('huge.png', 5 * 1024 * 1024 + 1))).toBe('huge.png: The image is larger than 5 MB.');
  });
});

describe('moveItem', () => {
  it('moves one item and clamps to the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, -3)).toEqual(['b', 'a', 'c']);
  });
});

describe('replaceItem', () => {
  it('puts the new item in the old one’s place and leaves the rest', () => {
    expect(replaceItem(['a', 'b', 'c'], 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(replaceItem(['a', 'b'], 5, 'x')).toEqual(['a', 'b']);
  });
});

describe('thumbnailOf', () => {
  it('points a stored picture at its 320 px file and leaves other addresses alone', () => {
    expect(thumbnailOf('/uploads/products/ruby-front-640.webp')).toBe('/uploads/products/ruby-front-320.webp');
    expect(thumbnailOf('/uploads/products/ruby-front-1280.webp')).toBe('/uploads/products/ruby-front-320.webp');
    expect(thumbnailOf('/img/default.png')).toBe('/img/default.png');
  });
});
