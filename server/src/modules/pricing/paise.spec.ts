import { MAX_DIVISOR, mulDiv, mulDivFloor, mulDivRound, roundToRupee } from './paise.js';

/** The same quotient and remainder from BigInt, as an oracle the code itself does without. */
function oracle(a: number, b: number, c: number): { quotient: number; remainder: number } {
  const product = BigInt(a) * BigInt(b);
  return { quotient: Number(product / BigInt(c)), remainder: Number(product % BigInt(c)) };
}

describe('mulDiv', () => {
  it('divides small products exactly', () => {
    expect(mulDiv(7, 3, 2)).toEqual({ quotient: 10, remainder: 1 });
    expect(mulDiv(0, 12345, 7)).toEqual({ quotient: 0, remainder: 0 });
    expect(mulDiv(12345, 0, 7)).toEqual({ quotient: 0, remainder: 0 });
    expect(mulDiv(1, 1, 1)).toEqual({ quotient: 1, remainder: 0 });
  });

  it('stays exact where a × b is far beyond 2^53 (₹1 crore × ₹1 crore in paise)', () => {
    const crore = 1_000_000_000; // ₹1 crore in paise
    const cases: [number, number, number][] = [
      [crore, crore, crore + 1],
      [123_456_789_012, 98_765_432_101, 123_456_789_013],
      [MAX_DIVISOR - 1, MAX_DIVISOR - 3, MAX_DIVISOR],
      [9_007_199_254_740_991, 1, 3],
      [4_999_999_999_999, 999, 1_000],
    ];
    for (const [a, b, c] of cases) expect(mulDiv(a, b, c)).toEqual(oracle(a, b, c));
  });

  it('agrees with BigInt on many pseudo-random operands', () => {
    let seed = 42;
    const next = (limit: number): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * limit);
    };
    for (let i = 0; i < 500; i += 1) {
      const c = 1 + next(2 ** 40);
      const a = next(c);
      const b = next(c);
      expect(mulDiv(a, b, c)).toEqual(oracle(a, b, c));
    }
  });

  it('refuses negative, fractional or unsafe operands, a zero divisor and an unsafe quotient', () => {
    expect(() => mulDiv(-1, 1, 1)).toThrow(RangeError);
    expect(() => mulDiv(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDiv(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDiv(1, 1, MAX_DIVISOR + 1)).toThrow(RangeError);
    expect(() => mulDiv(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });
});

describe('rounding', () => {
  it('rounds halves up and the rest to the nearest', () => {
    expect(mulDivRound(5, 1, 10)).toBe(1);
    expect(mulDivRound(4, 1, 10)).toBe(0);
    expect(mulDivRound(15, 1, 10)).toBe(2);
    expect(mulDivRound(103, 150, 10_300)).toBe(2); // 1.5 paise exactly
    expect(mulDivFloor(19, 1, 10)).toBe(1);
  });

  it('rounds paise to whole rupees, ₹x.50 up', () => {
    expect(roundToRupee(3_244_375)).toBe(3_244_400);
    expect(roundToRupee(3_244_350)).toBe(3_244_400);
    expect(roundToRupee(3_244_349)).toBe(3_244_300);
    expect(roundToRupee(3_244_300)).toBe(3_244_300);
    expect(roundToRupee(0)).toBe(0);
    expect(roundToRupee(49)).toBe(0);
  });
});
