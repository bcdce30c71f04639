import type { TransformFnParams } from 'class-transformer';

/** Multipart fields arrive as text: '1499.50' becomes 1499.5; anything else is left for validation to name. */
export function numberFromForm({ value }: TransformFnParams): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : value;
}

/**
 * A list from a form field: a JSON array ('["Gold","Silver"]'), repeated fields (an array already) or one value (a
 * list of one); JSON bodies pass as they are. Strings are trimmed.
 */
export function listFromForm({ value }: TransformFnParams): unknown {
  let list = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        return value;
      }
    } else {
      list = text === '' ? [] : [text];
    }
  }
  return Array.isArray(list) ? list.map((item) => (typeof item === 'string' ? item.trim() : item)) : list;
}

