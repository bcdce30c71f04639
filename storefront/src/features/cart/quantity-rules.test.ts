import { describe, expect, it } from 'vitest';
import { decreaseRefusal, increaseRefusal } from './quantity-rules';

describe('the cart stepper (spec 5)', () => {
  it('refuses one more than the stock', () => {
    expect(increaseRefusal(3, 3)).toBe('Cannot exceed available stock');
    expect(increaseRefusal(1, 0)).toBe('Cannot exceed available stock');
  });

  it('allows one more while the stock covers it', () => {
    expect(increaseRefusal(2, 3)).toBeNull();
  });

  it('refuses to go below 1', () => {
    expect(decreaseRefusal(1)).toBe('Quantity cannot be less than 1');
    expect(decreaseRefusal(2)).toBeNull();
  });
});
