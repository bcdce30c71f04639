import { describe, expect, it } from 'vitest';
import { genderPath, searchPath } from './search-path';

describe('searchPath', () => {
  it("keeps spec 2's '&&' between category and value and encodes both", () => {
    expect(searchPath({ category: 'Nose Pins', value: ' gold & pearl ' })).toBe(
      '/products/search?category=Nose%20Pins&&value=gold%20%26%20pearl',
    );
  });

  it('sends empty parameters when nothing is chosen', () => {
    expect(searchPath({ category: '', value: '' })).toBe('/products/search?category=&&value=');
  });
});

describe('genderPath', () => {
  it('builds the gender search', () => {
    expect(genderPath('kids')).toBe('/products/search?gender=kids');
  });
});
