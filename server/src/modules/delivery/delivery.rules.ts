/**
 * Delivery's pure rules (issue 17): which zone serves an address, what shipping it costs, whether cash on delivery is
 * offered, and the business-day arithmetic of the deliver-by date. Calendar days are the shop's, in India Standard
 * Time (UTC+05:30 all year: India keeps no summer time), written as ISO dates 'YYYY-MM-DD'.
 */

export const ZONE_KINDS = ['india', 'abroad'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** A delivery zone as the rules read it; lists empty of their kind make a catch-all ("rest of India", "rest of world"). */
export type DeliveryZone = {
  id: string;
  name: string;
  kind: ZoneKind;
  /** India: inclusive PIN ranges, e.g. { from: '302001', to: '302039' }. */
  pinRanges: readonly PinRange[];
  /** India: two-digit GST state codes ('08' Rajasthan). */
  stateCodes: readonly string[];
  /** Abroad: ISO 3166-1 alpha-2 codes, upper case. */
  countries: readonly string[];
  position: number;
  transitMinDays: number;
  transitMaxDays: number;
  feePaise: number;
  /** The order amount (after discount) from which shipping is free; null: never free. */
  freeAbovePaise: number | null;
  codOffered: boolean;
  /** The largest order COD takes; null: only the legal cap. */
  codLimitPaise: number | null;
};

export type PinRange = { from: string; to: string };

/** Where an order goes: a country, and in India the PIN and its state's GST code. */
export type Destination = { country: 'IN'; pin: string; stateCode: string } | { country: string };

export type DeliverySettings = {
  /** Orders placed at or after this hour (IST, 0–23) start processing the next business day. */
  cutoffHour: number;
  /** Business days from the start of processing to dispatch (spec 9: processed within 48 hours). */
  handlingDays: number;
};

/** Spec 9: orders are processed within 48 hours; the shop's day ends at 2 pm. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = { cutoffHour: 14, handlingDays: 2 };

/**
 * Nobody may receive ₹2 lakh or more in cash for one transaction (Income-tax Act s. 269ST, DOMAIN.md): COD stops one
 * paisa below it, whatever a zone's own limit says.
 */
export const LEGAL_COD_MAX_PAISE = 200_000_00 - 1;

export const PIN_PATTERN = /^[1-9]\d{5}$/;
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

export function isIndia(destination: Destination): destination is { country: 'IN'; pin: string; stateCode: string } {
  return destination.country === 'IN';
}

/** The first zone by position that serves the destination; undefined when none does. */
export function zoneFor<Z extends DeliveryZone>(zones: readonly Z[], destination: Destination): Z | undefined {
  const sorted = [...zones].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  return sorted.find((zone) => serves(zone, destination));
}

function serves(zone: DeliveryZone, destination: Destination): boolean {
  if (isIndia(destination)) {
    if (zone.kind !== 'india') return false;
    if (!zone.pinRanges.length && !zone.stateCodes.length) return true;
    return zone.stateCodes.includes(destination.stateCode) || zone.pinRanges.some((range) => range.from <= destination.pin && destination.pin <= range.to);
  }
  if (zone.kind !== 'abroad') return false;
  return !zone.countries.length || zone.countries.includes(destination.country);
}

/** Shipping for an order of `amountPaise` (after its discount): the zone's fee, nothing from its free-above threshold. */
export function shippingFeePaise(zone: DeliveryZone, amountPaise: number): number {
  return zone.freeAbovePaise !== null && amountPaise >= zone.freeAbovePaise ? 0 : zone.feePaise;
}

/** The largest order the zone takes cash for, or null when it takes none (abroad, or a zone without COD). */
export function codLimitPaise(zone: DeliveryZone): number | null {
  if (zone.kind === 'abroad' || !zone.codOffered) return null;
  return Math.min(zone.codLimitPaise ?? LEGAL_COD_MAX_PAISE, LEGAL_COD_MAX_PAISE);
}

export type CodRefusal = { reason: 'abroad' | 'not_offered' | 'above_limit'; limitPaise?: number };

/** Why COD is refused for an order of `totalPaise` in this zone; undefined when it is offered. */
export function codRefusal(zone: DeliveryZone, totalPaise: number): CodRefusal | undefined {
  if (zone.kind === 'abroad') return { reason: 'abroad' };
  const limit = codLimitPaise(zone);
  if (limit === null) return { reason: 'not_offered' };
  if (totalPaise > limit) return { reason: 'above_limit', limitPaise: limit };
  return undefined;
}

// India Standard Time is UTC+05:30 the year round.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar date and minute of the day of an instant. */
export function istClock(instant: Date): { date: string; minute: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The date `days` calendar days after an ISO date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A day the shop and the couriers work: not a Sunday, not on the holiday list. */
export function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  return weekday(date) !== 0 && !holidays.has(date);
}

/** The first business day on or after `date`. */
export function nextBusinessDay(date: string, holidays: ReadonlySet<string>): string {
  let day = date;
  // A year of consecutive holidays would be a data error; the loop is bounded by it.
  for (let guard = 0; guard < 366 && !isBusinessDay(day, holidays); guard++) day = addDays(day, 1);
  return day;
}

/** The business day `count` business days after `date` (count 0: the first business day on or after it). */
export function addBusinessDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = nextBusinessDay(date, holidays);
  for (let i = 0; i < count; i++) day = nextBusinessDay(addDays(day, 1), holidays);
  return day;
}

/**
 * The business day an order placed at `placedAt` starts being processed: that day when it is a business day and the
 * order comes before the cut-off hour (IST), otherwise the next business day.
 */
export function processingStart(placedAt: Date, settings: DeliverySettings, holidays: ReadonlySet<string>): string {
  const { date, minute } = istClock(placedAt);
  const sameDay = isBusinessDay(date, holidays) && minute < settings.cutoffHour * 60;
  return sameDay ? date : nextBusinessDay(addDays(date, 1), holidays);
}

export type DeliveryWindow = { dispatchBy: string; earliest: string; deliverBy: string };

/** When an order placed at `placedAt` leaves the shop and reaches the zone: handling then transit, in business days. */
export function deliveryWindow(
  placedAt: Date,
  zone: Pick<DeliveryZone, 'transitMinDays' | 'transitMaxDays'>,
  settings: DeliverySettings,
  holidays: ReadonlySet<string>,
): DeliveryWindow {
  const dispatchBy = addBusinessDays(processingStart(placedAt, settings, holidays), settings.handlingDays, holidays);
  return {
    dispatchBy,
    earliest: addBusinessDays(dispatchBy, zone.transitMinDays, holidays),
    deliverBy: addBusinessDays(dispatchBy, zone.transitMaxDays, holidays),
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Tue, 2 Dec': the label the product page and the mails show for an ISO date. */
export function dateLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[weekday(date)]}, ${day} ${MONTHS[month - 1]}`;
}

/** Parses '302001-302039' (or one PIN) into a range; undefined when it is not one. */
export function parsePinRange(text: string): PinRange | undefined {
  const match = /^\s*([1-9]\d{5})\s*(?:[-–]\s*([1-9]\d{5}))?\s*$/.exec(text);
  if (!match) return undefined;
  const from = match[1];
  const to = match[2] ?? from;
  return from <= to ? { from, to } : undefined;
}

export function formatPinRange(range: PinRange): string {
  return range.from === range.to ? range.from : `${range.from}-${range.to}`;
}
