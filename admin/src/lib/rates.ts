/**
 * What the console sends for a rate staff set by hand (today's metal rates, exchange rates): the rate in `field` alone,
 * 0 for a cleared input, and `confirm: true` once staff confirmed a rate the server questioned.
 */
export function toRatePayload<F extends string>(field: F, values: Partial<Record<F, number | null>> & { confirm?: boolean }): Record<F, number> & { confirm?: true } {
  const payload = { [field]: values[field] ?? 0 } as Record<F, number> & { confirm?: true };
  if (values.confirm === true) payload.confirm = true;
  return payload;
}
