import { describe, expect, it } from 'vitest';
import { checkCategoryName, checkCategoryPosition, checkCategorySlug } from './categoryRules';

describe('the server’s category rules, checked in the form', () => {
  it('slug: lower-case letters and digits joined by single dashes, at most 100 characters', () => {
    for (const slug of ['rings', 'nose-pins', 'babys-evil-eye-charms', 'toe-rings-2']) expect(checkCategorySlug(slug)).toBeUndefined();
    for (const slug of ['Rings', 'nose pins', 'nose--pins', 'nose_pins', '-rings', "baby's-evil-eye-charms", 'पायल', 'jhumkā', 'a'.repeat(101)]) {
      expect(checkCategorySlug(slug)).toMatch(/single dashes, e\.g\. nose-pins\.$/);
    }
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
