import { AppError, CommonErrorCode } from '../errors/app-error.js';
import { UUID } from '../uuid.js';

/** Console list filters arrive as free JSON (`filter={"q":"ring","hidden":true}`); these read one value each, typed. */
type Filter = Record<string, unknown>;


function invalidFilter(key: string, expected: string): AppError {
  const message = `filter.${key} must be ${expected}`;
  return new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field: `filter.${key}`, messages: [message] }] });
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Trimmed text, or undefined when absent or blank. */
export function filterText(filter: Filter, key: string, maxLength = 200): string | undefined {
  const value = filter[key];
  if (absent(value)) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw invalidFilter(key, `text of at most ${maxLength} characters`);
  return value.trim() || undefined;
}

/** true or false (also as the strings "true" and "false"), or undefined when absent. */
export function filterBoolean(filter: Filter, key: string): boolean | undefined {
  const value = filter[key];
  if (absent(value)) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalidFilter(key, 'true or false');
}

/** A whole number within [min, max] (also as a string of digits), or undefined when absent. */
export function filterInt(filter: Filter, key: string, min: number, max: number): number | undefined {
  const value = filter[key];
  if (absent(value)) return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw invalidFilter(key, `a whole number from ${min} to ${max}`);
  }
  return number;
}

/** One of `values`, or undefined when absent. */
export function filterOneOf<T extends string>(filter: Filter, key: string, values: readonly T[]): T | undefined {
  const value = filter[key];
  if (absent(value)) return undefined;
  if (!values.includes(value as T)) throw invalidFilter(key, `one of: ${values.join(', ')}`);
  return value as T;
}

/** A UUID, or undefined when absent. */
export function filterUuid(filter: Filter, key: string): string | undefined {
  const value = filter[key];
  if (absent(value)) return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) throw invalidFilter(key, 'a UUID');
  return value;
}

/** react-admin's getMany asks with `filter={"id":[…]}`: the UUIDs among them (possibly none), or undefined when not asked. */
export function filterIds(filter: Filter): string[] | undefined {
  const ids = filter.id;
  if (!Array.isArray(ids)) return undefined;
  return ids.map(String).filter((id) => UUID.test(id));
}

/**
 * react-admin's getMany of a resource keyed by a code (purities, currencies) asks with `filter={"id":[…]}`: the codes
 * among them (possibly none), or undefined when not asked; anything but an array is refused.
 */
export function filterCodes<T extends string>(filter: Filter, isCode: (value: string) => value is T, what: string): T[] | undefined {
  const ids = filter.id;
  if (ids === undefined) return undefined;
  if (!Array.isArray(ids)) throw new AppError('invalid', CommonErrorCode.ValidationFailed, `filter.id must be an array of ${what}`);
  return ids.filter((id): id is T => typeof id === 'string' && isCode(id));
}

/** `%text%` for ILIKE, with the wildcard characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
