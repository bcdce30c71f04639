import type { DeliveryZone, DeliveryZonePayload, DeliveryZoneValues } from './types';

/** Below ₹2 lakh: nobody may take that much in cash for one sale (Income-tax Act s. 269ST); the server refuses it too. */
export const LEGAL_COD_MAX = 199999.99;

const PIN_RANGE = /^[1-9]\d{5}(\s*[-–]\s*[1-9]\d{5})?$/;
const COUNTRY = /^[A-Z]{2}$/;
const STATE_CODE = /^\d{2}$/;

const trimmed = (list: readonly string[] | undefined) => (list ?? []).map((item) => item.trim()).filter((item) => item !== '');

/** The zone form's values as the save takes them: a zone abroad has no PIN or state rules and never COD. */
export function toDeliveryZonePayload(values: DeliveryZoneValues): DeliveryZonePayload {
  const kind = values.kind ?? 'india';
  const abroad = kind === 'abroad';
  return {
    name: (values.name ?? '').trim(),
    kind,
    pinRanges: abroad ? [] : trimmed(values.pinRanges),
    stateCodes: abroad ? [] : trimmed(values.stateCodes),
    countries: abroad ? trimmed(values.countries).map((code) => code.toUpperCase()) : [],
    position: values.position ?? 0,
    transitMinDays: values.transitMinDays ?? 0,
    transitMaxDays: values.transitMaxDays ?? 0,
    fee: values.fee ?? 0,
    freeAbove: values.freeAbove ?? null,
    codOffered: !abroad && values.codOffered === true,
    codLimit: abroad ? null : (values.codLimit ?? null),
  };
}

/** Each PIN range as the server reads one ('302001-302039' or one PIN), or the first that is not. */
export function checkPinRanges(list: readonly string[] | undefined): string | undefined {
  const bad = trimmed(list).find((text) => !PIN_RANGE.test(text));
  return bad === undefined ? undefined : `${bad} is not a PIN code or a range such as 302001-302039`;
}

export function checkCountries(list: readonly string[] | undefined): string | undefined {
  const bad = trimmed(list).find((text) => !COUNTRY.test(text.toUpperCase()));
  return bad === undefined ? undefined : `${bad} is not a two-letter ISO country code such as US`;
}

export function checkStateCodes(list: readonly string[] | undefined): string | undefined {
  const bad = trimmed(list).find((text) => !STATE_CODE.test(text));
  return bad === undefined ? undefined : `${bad} is not a two-digit GST state code such as 08`;
}

export function checkCodLimit(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'number' && value > 0 && value <= LEGAL_COD_MAX ? undefined : 'Below ₹2,00,000 (no cash of ₹2 lakh or more for one sale)';
}

/** Where a zone delivers, in a line: its PIN ranges and states, its countries, or everywhere else of its kind. */
export function zoneReach(zone: Pick<DeliveryZone, 'kind' | 'pinRanges' | 'stateCodes' | 'countries'>): string {
  if (zone.kind === 'abroad') return zone.countries.length ? zone.countries.join(', ') : 'Rest of the world';
  const parts = [...zone.pinRanges.map((range) => `PIN ${range}`), ...zone.stateCodes.map((code) => `state ${code}`)];
  return parts.length ? parts.join(', ') : 'Rest of India';
}
