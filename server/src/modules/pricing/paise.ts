/**
 * Integer arithmetic for money: paise, milligrams and basis points, never floating point. A product of two amounts
 * (₹1 crore × ₹1 crore in paise is 10^18) overflows a double's 2^53 exact integers, so proportions are computed with
 * `mulDiv`, which is exact for every operand and result up to 2^52 paise (₹45 lakh crore) without BigInt.
 */

/** The largest amount `mulDiv` takes as a divisor: doubling a remainder below it stays exact. */
export const MAX_DIVISOR = 2 ** 52;

/** Basis points in a whole: 300 basis points are 3 %. */
export const BASIS_POINTS = 10_000;

/** Throws a RangeError unless `value` is a safe, non-negative integer: a programming error, not the shopper's. */
export function assertWhole(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer (got ${value})`);
  }
}

/**
 * a × b ÷ c as an exact quotient and remainder (long multiplication by doubling, one bit of b at a time), for
 * non-negative integers with c between 1 and 2^52 and a quotient that is itself a safe integer.
 */
export function mulDiv(a: number, b: number, c: number): { quotient: number; remainder: number } {
  assertWhole('a', a);
  assertWhole('b', b);
  if (!Number.isSafeInteger(c) || c < 1 || c > MAX_DIVISOR) throw new RangeError(`c must be an integer from 1 to 2^52 (got ${c})`);
  // a = whole × c + part, so a × b ÷ c = whole × b + part × b ÷ c, where part < c keeps every step below 2c.
  const whole = Math.floor(a / c);
  const part = a - whole * c;
  let quotient = 0;
  let remainder = 0;
  let bit = 1;
  while (bit * 2 <= b) bit *= 2;
  for (; bit >= 1 && b > 0; bit /= 2) {
    quotient *= 2;
    remainder *= 2;
    if (remainder >= c) {
      remainder -= c;
      quotient += 1;
    }
    if (Math.floor(b / bit) % 2 === 1) {
      remainder += part;
      if (remainder >= c) {
        remainder -= c;
        quotient += 1;
      }
    }
  }
  quotient += whole * b;
  if (!Number.isSafeInteger(quotient)) throw new RangeError(`${a} × ${b} ÷ ${c} is beyond the safe integers`);
  return { quotient, remainder };
}

/** a × b ÷ c rounded half up (x.5 paise becomes x + 1): the rounding every figure of a breakup and an invoice uses. */
export function mulDivRound(a: number, b: number, c: number): number {
  const { quotient, remainder } = mulDiv(a, b, c);
  return remainder * 2 >= c ? quotient + 1 : quotient;
}

/** a × b ÷ c rounded down. */
export function mulDivFloor(a: number, b: number, c: number): number {
  return mulDiv(a, b, c).quotient;
}

/** Paise rounded half up to whole rupees (₹10.50 → ₹11, ₹10.49 → ₹10), in paise. */
export function roundToRupee(paise: number): number {
  assertWhole('paise', paise);
  return mulDivRound(paise, 1, 100) * 100;
}
