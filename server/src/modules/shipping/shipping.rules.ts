import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a courier webhook's timestamp may be from now, either way: older ones are replays, refused. */
export const WEBHOOK_WINDOW_SECONDS = 300;

/** The header carrying the webhook's signature: `sha256=` and the HMAC-SHA256 hex of the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-courier-signature';

/** An AWB as couriers print it: spaces dropped, letters upper-case (Speed Post's EE123456789IN). */
export function normaliseAwb(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Whether the pattern compiles as a regular expression (a courier's AWB format). */
export function isPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** Whether the AWB fits the courier's format (the whole of it). */
export function awbFits(pattern: string, awb: string): boolean {
  return isPattern(pattern) && new RegExp(`^(?:${pattern})$`).test(awb);
}

/** A template's placeholder for the AWB, and whether a tracking URL template holds it on an https address. */
export function isTrackingTemplate(template: string): boolean {
  if (!template.includes('{awb}')) return false;
  try {
    return new URL(template.replaceAll('{awb}', 'AWB')).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The signature the header carries for this body: `sha256=<hex>`. */
export function webhookSignature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether the header is the body's signature, compared in constant time. */
export function signatureMatches(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(secret, rawBody));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a webhook's timestamp (Unix seconds) lies within the window around now (ms). */
export function withinWindow(timestampSeconds: number, nowMs: number, windowSeconds = WEBHOOK_WINDOW_SECONDS): boolean {
  return Number.isFinite(timestampSeconds) && Math.abs(nowMs / 1000 - timestampSeconds) <= windowSeconds;
}
