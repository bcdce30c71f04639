import { describe, expect, it } from 'vitest';
import { NEW_COMPOSITION } from '../products/compositionRules';
import { checkGiftPictures, toGiftPayload } from './giftRules';

describe('gift pictures', () => {
  it('at most 6 (at least one is required())', () => {
    expect(checkGiftPictures(['/uploads/products/a-640.webp'])).toBeUndefined();
    expect(checkGiftPictures(Array.from({ length: 7 }, (_, i) => `/uploads/products/p${i}-640.webp`))).toBe('At most 6 pictures.');
  });
});

describe('toGiftPayload', () => {
  it('sends the editable fields only, lists cleaned, defaults for cleared values, no slug when cleared', () => {
    expect(
      toGiftPayload({
        name: '  Silver Pendant Gift Box ',
        slug: '',
        brand: null,
        description: null,
        points: ['Gift wrapped', ' ', ''],
        gender: null,
        price: 1499.5,
        discount: null,
        stock: null,
        colors: ['Silver'],
        sizes: null,
        images: ['/uploads/products/box-640.webp'],
      }),
    ).toEqual({
      name: 'Silver Pendant Gift Box',
      brand: '',
      description: '',
      points: ['Gift wrapped'],
      gender: 'unisex',
      price: 1499.5,
      discount: 0,
      stock: 0,
      colors: ['Silver'],
      sizes: [],
      images: ['/uploads/products/box-640.webp'],
      ...NEW_COMPOSITION,
    });
  });

  it('sends the category picked, and none when left empty', () => {
    const gift = { name: 'Box', price: 10, images: ['/uploads/products/a-640.webp'] };
    expect(toGiftPayload({ ...gift, categoryId: 'c0ffee00-0000-4000-8000-000000000001' }).categoryId).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(toGiftPayload({ ...gift, categoryId: null })).not.toHaveProperty('categoryId');
    expect(toGiftPayload({ ...gift, categoryId: '' })).not.toHaveProperty('categoryId');
  });

  it('keeps a slug staff typed', () => {
    expect(toGiftPayload({ name: 'Box', slug: ' silver-box ', price: 10, images: ['/uploads/products/a-640.webp'] }).slug).toBe('silver-box');
  });
});
