import { type CartRuleProduct, isOutOfStock, resolveOption, splitCart, STANDARD_SHIPPING_FEE_PAISE } from './cart.rules.js';

type Line = { id: string; quantity: number; product: CartRuleProduct };

const sona: Omit<CartRuleProduct, 'stock'> = { salePricePaise: 85_000, shopName: 'Sona Jewellers', sellerId: null };
const marwar: Omit<CartRuleProduct, 'stock'> = { salePricePaise: 149_900, shopName: 'Marwar Silver House', sellerId: 'seller-1' };

const line = (id: string, quantity: number, product: Omit<CartRuleProduct, 'stock'>, stock = 10): Line => ({
  id,
  quantity,
  product: { ...product, stock },
});

describe('isOutOfStock', () => {
  it('is true only when the stock does not cover the whole quantity', () => {
    expect(isOutOfStock(line('a', 3, sona, 3))).toBe(false);
    expect(isOutOfStock(line('a', 4, sona, 3))).toBe(true);
    expect(isOutOfStock(line('a', 1, sona, 0))).toBe(true);
  });
});

describe('resolveOption', () => {
  const sizes = ['Free Size', '16', '18'];

  it('takes the first option when none is asked for', () => {
    expect(resolveOption(sizes, undefined)).toBe('Free Size');
    expect(resolveOption(sizes, '')).toBe('Free Size');
    expect(resolveOption(sizes, '   ')).toBe('Free Size');
  });

  it("answers '' when the product offers nothing and nothing is asked for", () => {
    expect(resolveOption([], undefined)).toBe('');
    expect(resolveOption([], '')).toBe('');
  });

  it("matches trimmed and case-insensitively, answering the product's spelling", () => {
    expect(resolveOption(sizes, ' free size ')).toBe('Free Size');
    expect(resolveOption(['Rose Gold'], 'ROSE GOLD')).toBe('Rose Gold');
    expect(resolveOption(sizes, '18')).toBe('18');
  });

  it('answers undefined for an option the product does not offer', () => {
    expect(resolveOption(sizes, '20')).toBeUndefined();
    expect(resolveOption([], 'white')).toBeUndefined();
  });
});

describe('splitCart', () => {
  it('groups in-stock lines by shop in the order of their first line, with group prices in paise', () => {
    const lines = [line('1', 2, sona), line('2', 1, marwar), line('3', 1, sona)];
    const split = splitCart(lines);
    expect(split.groups.map((g) => g.shopName)).toEqual(['Sona Jewellers', 'Marwar Silver House']);
    expect(split.groups[0]).toEqual({ shopName: 'Sona Jewellers', sellerId: null, pricePaise: 3 * 85_000, lines: [lines[0], lines[2]] });
    expect(split.groups[1]).toEqual({ shopName: 'Marwar Silver House', sellerId: 'seller-1', pricePaise: 149_900, lines: [lines[1]] });
    expect(split.pricePaise).toBe(3 * 85_000 + 149_900);
    expect(split.itemCount).toBe(4);
    expect(split.lineCount).toBe(3);
    expect(split.outOfStock).toEqual([]);
  });

  it('keeps lines beyond the stock out of groups and totals, but counts them as lines', () => {
    const lines = [line('1', 2, sona, 1), line('2', 1, marwar), line('3', 1, sona, 0)];
    const split = splitCart(lines);
    expect(split.outOfStock.map((l) => l.id)).toEqual(['1', '3']);
    expect(split.groups.map((g) => g.shopName)).toEqual(['Marwar Silver House']);
    expect(split.pricePaise).toBe(149_900);
    // ₹1,499 inclusive of 3 %: taxable ₹1,455.34, GST ₹43.66; the out-of-stock lines carry none
    expect(split.gstPaise).toBe(4_366);
    expect(split.itemCount).toBe(1);
    expect(split.lineCount).toBe(3);
  });

  it('tells apart two shops of the same name by their seller', () => {
    const other = { ...marwar, sellerId: 'seller-2' };
    const split = splitCart([line('1', 1, marwar), line('2', 1, other)]);
    expect(split.groups.map((g) => g.sellerId)).toEqual(['seller-1', 'seller-2']);
  });

  it('answers an empty cart with zero totals and free shipping', () => {
    expect(splitCart([])).toEqual({
      groups: [],
      outOfStock: [],
      pricePaise: 0,
      gstPaise: 0,
      lineCount: 0,
      itemCount: 0,
      shippingFeePaise: STANDARD_SHIPPING_FEE_PAISE,
    });
    expect(STANDARD_SHIPPING_FEE_PAISE).toBe(0);
  });
});
