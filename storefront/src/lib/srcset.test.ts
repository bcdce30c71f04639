import { describe, expect, it } from 'vitest';
import { srcSetOf } from './srcset';

describe('srcSetOf', () => {
  it('lists the 320, 640 and 1280 px siblings of a stored picture', () => {
    expect(srcSetOf('/uploads/products/halo-ring-1-640.webp')).toBe(
      '/uploads/products/halo-ring-1-320.webp 320w, /uploads/products/halo-ring-1-640.webp 640w, /uploads/products/halo-ring-1-1280.webp 1280w',
    );
  });

  it('works from any of the three widths', () => {
    expect(srcSetOf('/uploads/banners/a-1280.webp')).toBe(
      '/uploads/banners/a-320.webp 320w, /uploads/banners/a-640.webp 640w, /uploads/banners/a-1280.webp 1280w',
    );
  });

  it('gives nothing for pictures stored elsewhere or in other sizes', () => {
    expect(srcSetOf('https://cdn.example.com/ring.jpg')).toBeUndefined();
    expect(srcSetOf('/uploads/products/x-800.webp')).toBeUndefined();
    expect(srcSetOf('')).toBeUndefined();
  });
});
