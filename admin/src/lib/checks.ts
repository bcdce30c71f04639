/** Nothing typed: the optional checks let it through (required() says when it is missing). */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

type Check = (value: unknown) => string | undefined;

/** The form's check of a text of at most `max` characters once trimmed: `message` when longer or not text, a blank passes. */
export function maxLengthCheck(max: number, message: string): Check {
  return (value) => (isBlank(value) || (typeof value === 'string' && value.trim().length <= max) ? undefined : message);
}

/** The form's check of a whole number from `min` to `max`: `message` when it is not one, a blank passes. */
export function wholeNumberCheck(min: number, max: number, message: string): Check {
  return (value) => (isBlank(value) || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) ? undefined : message);
}

/** The form's check of an amount in rupees from `min` to `max` with at most two decimals (paise): `message` else, a blank passes. */
export function rupeesCheck(min: number, max: number, message: string): Check {
  return (value) =>
    isBlank(value) || (typeof value === 'number' && value >= min && value <= max && TWO_DECIMALS.test(String(value))) ? undefined : message;
}
