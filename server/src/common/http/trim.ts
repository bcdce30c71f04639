import type { TransformFnParams } from 'class-transformer';

/** @Transform for a text field: surrounding spaces dropped; anything that is not a string left for the validators to name. */
export const trim = ({ value }: Pick<TransformFnParams, 'value'>): unknown => (typeof value === 'string' ? value.trim() : value);

/** @Transform for a list of texts: each string trimmed; anything else left for the validators to name. */
export const trimEach = ({ value }: Pick<TransformFnParams, 'value'>): unknown =>
  Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value;
