import { describe, expect, it } from 'vitest';
import { checkCategoryName, checkCategoryPosition, checkCategorySlug } from './categoryRules';

describe('the server’s category rules, checked in the form', () => {
  it('slug: lower-case words joined by dashes, apostrophes kept (the shop finds categories by it)', () => {
    for (const slug of ['rings', 'nose-pins', "baby's-evil-eye-charms", 'पायल']) expect(checkCategorySlug(slug)).toBeUndefined();
    for (const slug of ['Rings', 'nose pins', 'nose--pins', 'nose_pins', '-rings']) expect(checkCategorySlug(slug)).toMatch(/single dashes/);
  });

  it('name: 1 to 80 characters', () => {
    expect(checkCategoryName('Toe Rings')).toBeUndefined();
    expect(checkCategoryName('x'.repeat(81))).toMatch(/1 to 80/);
  });

  it('position: a whole number from 0 to 100,000', () => {
    expect(checkCategoryPosition(0)).toBeUndefined();
    expect(checkCategoryPosition(100_001)).toMatch(/0 to 100,000/);
    expect(checkCategoryPosition(1.5)).toMatch(/0 to 100,000/);
  });
});
