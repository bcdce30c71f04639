/** The server's rule for a tracking URL template: an https address holding {awb}. Undefined when it holds. */
export function checkTrackingTemplate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.includes('{awb}')) return 'Put {awb} where the AWB number goes';
  try {
    return new URL(value.replaceAll('{awb}', 'AWB')).protocol === 'https:' ? undefined : 'The tracking page must be an https address';
  } catch {
    return 'The tracking page must be an https address';
  }
}

/** The server's rule for an AWB format: a regular expression of at most 200 characters. */
export function checkAwbPattern(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) return 'At most 200 characters';
  try {
    new RegExp(value);
    return undefined;
  } catch {
    return 'Not a regular expression';
  }
}

/** A tracking link: the template with the AWB in it. */
export function trackingLink(template: string, awb: string): string {
  return template.replaceAll('{awb}', encodeURIComponent(awb));
}

/** Whether the AWB fits the courier's format (the whole of it), as the server checks it. */
export function awbFits(pattern: string, awb: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(awb);
  } catch {
    return false;
  }
}
