import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { invalidField } from '../../common/errors/app-error.js';
import { type ListQuery, listSort, mapPage } from '../../common/http/simple-rest.js';
import { toPaise, toRupees } from '../../common/money.js';
import { lookupPin, type PinPlace } from '../geo/pincodes.js';
import { GST_STATES } from '../invoice/gst-states.js';
import { deliveryErrors } from './delivery.errors.js';
import { type DeliveryData, DeliveryRepository, type DeliveryZoneRow, type ZoneFields } from './delivery.repository.js';
import {
  addDays,
  codLimitPaise,
  codRefusal,
  dateLabel,
  type DeliveryWindow,
  type DeliveryZone,
  deliveryWindow,
  type Destination,
  formatPinRange,
  istClock,
  parsePinRange,
  shippingFeePaise,
  zoneFor,
} from './delivery.rules.js';
import type { DeliveryEstimateDto, DeliveryEstimateQueryDto, DeliverySummaryDto } from './dto/delivery-estimate.dto.js';
import { type DeliveryHolidayDto, type SaveDeliveryHolidayDto, toDeliveryHolidayDto } from './dto/delivery-holiday.dto.js';
import { type DeliverySettingsDto, type SaveDeliverySettingsDto, SETTINGS_ID, toDeliverySettingsDto } from './dto/delivery-settings.dto.js';
import { type DeliveryZoneDto, type SaveDeliveryZoneDto, toDeliveryZoneDto } from './dto/delivery-zone.dto.js';

export const DELIVERY_ZONE_SORT = listSort(
  { name: 'name', kind: 'kind', position: 'position', fee: 'fee_paise', transitMaxDays: 'transit_max_days' },
  'id',
  { field: 'position', order: 'ASC' },
);

export const DELIVERY_HOLIDAY_SORT = listSort({ date: 'date', name: 'name' }, 'date', { field: 'date', order: 'ASC' });

/** An address as delivery reads it: the order's shippingInfo or a saved address (country absent means India). */
export type DeliveryAddress = { country?: string | null; post: string };

/** What delivering an order costs and when it arrives. */
export type DeliveryQuote = { zone: string; feePaise: number; window: DeliveryWindow };

// The public estimate and summary read zones, holidays and settings at most this often; a write here clears it.
const SNAPSHOT_MS = 60_000;
const INDIA_STATE_CODES = new Set(GST_STATES.filter((state) => state.kind === 'state' || state.kind === 'union_territory').map((state) => state.code));
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name ('US' → 'United States'), the code itself when ICU has none. */
export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Delivery (issue 17): the zone that serves an address, its fee, COD terms and deliver-by date, for the storefront's
 * estimate, for placing an order (fee and promised date on the server) and for the payment step's COD; and the
 * console's zones, holidays and settings.
 */
@Injectable()
export class DeliveryService {
  private snapshot: { at: number; day: string; data: Promise<DeliveryData> } | undefined;

  constructor(private readonly repository: DeliveryRepository) {}

  /** Where an address lies, for the rules: India needs a PIN India Post knows (`field` names it in the 400). */
  destinationOf(address: DeliveryAddress, field = 'post'): { destination: Destination; place?: PinPlace } {
    const country = (address.country ?? 'IN').toUpperCase();
    if (country !== 'IN') return { destination: { country } };
    const place = lookupPin(address.post);
    if (!place) throw deliveryErrors.unknownPinField(field, address.post.trim());
    return { destination: { country: 'IN', pin: place.pin, stateCode: place.stateCode }, place };
  }

  async estimate(query: DeliveryEstimateQueryDto, now = new Date()): Promise<DeliveryEstimateDto> {
    const country = query.country ?? 'IN';
    let place: PinPlace | undefined;
    let destination: Destination = { country };
    if (country === 'IN') {
      if (query.pin === undefined) throw invalidField('pin', 'pin must be a 6-digit Indian PIN code such as 302029');
      place = lookupPin(query.pin);
      if (!place) throw deliveryErrors.unknownPin(query.pin);
      destination = { country, pin: place.pin, stateCode: place.stateCode };
    }
    const data = await this.publicData(now);
    const zone = this.zoneOf(data, destination, place);
    const window = deliveryWindow(now, asRules(zone), data.settings, data.holidays);
    const limit = codLimitPaise(asRules(zone));
    return {
      zone: zone.name,
      kind: zone.kind,
      country,
      pin: place?.pin ?? null,
      district: place?.district ?? null,
      state: place?.state ?? null,
      ...window,
      deliverByLabel: dateLabel(window.deliverBy),
      fee: toRupees(zone.fee_paise),
      freeAbove: zone.free_above_paise === null ? null : toRupees(zone.free_above_paise),
      shippingFee: query.amount === undefined ? null : toRupees(shippingFeePaise(asRules(zone), toPaise(query.amount))),
      codAvailable: limit !== null,
      codLimit: limit === null ? null : toRupees(limit),
      codNote: limit !== null ? null : zone.kind === 'abroad' ? 'Cash on delivery is not available outside India.' : `Cash on delivery is not available for ${zone.name}.`,
    };
  }

  async summary(now = new Date()): Promise<DeliverySummaryDto> {
    const { zones, settings } = await this.publicData(now);
    const india = zones.filter((zone) => zone.kind === 'india');
    const abroad = zones.filter((zone) => zone.kind === 'abroad');
    const thresholds = (list: DeliveryZoneRow[]) => {
      const charging = list.filter((zone) => zone.fee_paise > 0);
      if (charging.some((zone) => zone.free_above_paise === null)) return null;
      return charging.length ? toRupees(Math.max(...charging.map((zone) => zone.free_above_paise ?? 0))) : 0;
    };
    const abroadFees = abroad.map((zone) => zone.fee_paise);
    const codLimits = india.flatMap((zone) => codLimitPaise(asRules(zone)) ?? []);
    return {
      freeAcrossIndia: india.length > 0 && india.every((zone) => zone.fee_paise === 0),
      indiaFreeAbove: india.length ? thresholds(india) : null,
      shipsAbroad: abroad.length > 0,
      worldwideFreeAbove: abroad.length ? thresholds(abroad) : null,
      abroadFeeFrom: abroadFees.length ? toRupees(Math.min(...abroadFees)) : null,
      abroadFeeTo: abroadFees.length ? toRupees(Math.max(...abroadFees)) : null,
      codLimit: codLimits.length ? toRupees(Math.max(...codLimits)) : null,
      handlingDays: settings.handlingDays,
      cutoffHour: settings.cutoffHour,
      indiaTransitMinDays: india.length ? Math.min(...india.map((zone) => zone.transit_min_days)) : null,
      indiaTransitMaxDays: india.length ? Math.max(...india.map((zone) => zone.transit_max_days)) : null,
    };
  }

  /**
   * The first day whose holidays a quote made at `now` needs (the IST date), as `deliveryDataJson` takes it: placing an
   * order reads the data with its locks and quotes from it (`quote`).
   */
  holidaysFrom(now = new Date()): string {
    return istClock(now).date;
  }

  /**
   * For placing an order, from the data its transaction read (holidays from `holidaysFrom(at)` on): the zone serving
   * the destination, the shipping for `amountPaise` (the order after its discount) and the deliver-by date from `at`.
   * 400 when no zone serves it.
   */
  quote(data: DeliveryData, destination: Destination, amountPaise: number, at: Date): DeliveryQuote {
    const zone = this.zoneOf(data, destination);
    const rules = asRules(zone);
    return {
      zone: zone.name,
      feePaise: shippingFeePaise(rules, amountPaise),
      window: deliveryWindow(at, rules, data.settings, data.holidays),
    };
  }

  /**
   * Quotes for orders placed at other moments (the demo order history), as `quote` makes them when each was placed:
   * the zones, settings and holidays are read once, the holidays from `since` on. Throws when no zone serves an address.
   */
  async quoter(since: Date, manager: EntityManager): Promise<(address: DeliveryAddress, amountPaise: number, at: Date) => DeliveryQuote> {
    const data = await this.repository.data(this.holidaysFrom(since), manager);
    return (address, amountPaise, at) => this.quote(data, this.destinationOf(address).destination, amountPaise, at);
  }

  /** Refuses cash on delivery for an order of `totalPaise` to `address`: abroad, a zone without COD, above its limit. */
  async assertCod(address: DeliveryAddress, totalPaise: number, manager: EntityManager): Promise<void> {
    const { destination } = this.destinationOf(address, 'shippingInfo.post');
    if (destination.country !== 'IN') throw deliveryErrors.codAbroad();
    const data = await this.repository.data(istClock(new Date()).date, manager);
    const zone = this.zoneOf(data, destination);
    const refusal = codRefusal(asRules(zone), totalPaise);
    if (!refusal) return;
    if (refusal.reason === 'abroad') throw deliveryErrors.codAbroad();
    if (refusal.reason === 'not_offered') throw deliveryErrors.codNotOffered(zone.name);
    throw deliveryErrors.codAboveLimit(refusal.limitPaise ?? 0, totalPaise);
  }

  // ---- console: zones
  async listZones(query: ListQuery): Promise<{ rows: DeliveryZoneDto[]; total: number }> {
    const kind = query.filter.kind === 'india' || query.filter.kind === 'abroad' ? query.filter.kind : undefined;
    const q = typeof query.filter.q === 'string' && query.filter.q.trim() ? query.filter.q.trim() : undefined;
    return mapPage(await this.repository.listZones(query, { kind, q }), toDeliveryZoneDto);
  }

  async zone(id: string): Promise<DeliveryZoneDto> {
    const row = await this.repository.zone(id);
    if (!row) throw deliveryErrors.zoneNotFound();
    return toDeliveryZoneDto(row);
  }

  async createZone(dto: SaveDeliveryZoneDto): Promise<DeliveryZoneDto> {
    const saved = await this.repository.insertZone(zoneFields(dto));
    return this.saved(saved, toDeliveryZoneDto, () => deliveryErrors.zoneNameTaken(dto.name), deliveryErrors.zoneNotFound);
  }

  async replaceZone(id: string, dto: SaveDeliveryZoneDto): Promise<DeliveryZoneDto> {
    const saved = await this.repository.updateZone(id, zoneFields(dto));
    return this.saved(saved, toDeliveryZoneDto, () => deliveryErrors.zoneNameTaken(dto.name), deliveryErrors.zoneNotFound);
  }

  async deleteZone(id: string): Promise<DeliveryZoneDto> {
    const row = await this.repository.deleteZone(id);
    if (!row) throw deliveryErrors.zoneNotFound();
    this.changed();
    return toDeliveryZoneDto(row);
  }

  // ---- console: holidays
  async listHolidays(query: ListQuery): Promise<{ rows: DeliveryHolidayDto[]; total: number }> {
    const year = Number(query.filter.year);
    return mapPage(await this.repository.listHolidays(query, { year: Number.isInteger(year) && year > 1900 && year < 3000 ? year : undefined }), toDeliveryHolidayDto);
  }

  async holiday(date: string): Promise<DeliveryHolidayDto> {
    const row = isIsoDate(date) ? await this.repository.holiday(date) : undefined;
    if (!row) throw deliveryErrors.holidayNotFound();
    return toDeliveryHolidayDto(row);
  }

  async createHoliday(dto: SaveDeliveryHolidayDto): Promise<DeliveryHolidayDto> {
    const saved = await this.repository.insertHoliday(holidayFields(dto));
    return this.saved(saved, toDeliveryHolidayDto, () => deliveryErrors.holidayTaken(dto.date), deliveryErrors.holidayNotFound);
  }

  async replaceHoliday(date: string, dto: SaveDeliveryHolidayDto): Promise<DeliveryHolidayDto> {
    const saved = isIsoDate(date) ? await this.repository.updateHoliday(date, holidayFields(dto)) : undefined;
    return this.saved(saved, toDeliveryHolidayDto, () => deliveryErrors.holidayTaken(dto.date), deliveryErrors.holidayNotFound);
  }

  async deleteHoliday(date: string): Promise<DeliveryHolidayDto> {
    const row = isIsoDate(date) ? await this.repository.deleteHoliday(date) : undefined;
    if (!row) throw deliveryErrors.holidayNotFound();
    this.changed();
    return toDeliveryHolidayDto(row);
  }

  // ---- console: settings (one record, id 'current')
  async settings(id: string): Promise<DeliverySettingsDto> {
    if (id !== SETTINGS_ID) throw deliveryErrors.settingsNotFound();
    return toDeliverySettingsDto(await this.repository.settings());
  }

  async saveSettings(id: string, dto: SaveDeliverySettingsDto): Promise<DeliverySettingsDto> {
    if (id !== SETTINGS_ID) throw deliveryErrors.settingsNotFound();
    const row = await this.repository.saveSettings({ cutoffHour: dto.cutoffHour, handlingDays: dto.handlingDays });
    this.changed();
    return toDeliverySettingsDto(row);
  }

  /**
   * The answer to a console write of a zone or a holiday: 'taken' (its name or date is another's) refuses with `taken()`,
   * none (no such record) with `notFound()`; a saved row changed the delivery data, and is answered as its DTO.
   */
  private saved<Row, Dto>(row: Row | 'taken' | undefined, toDto: (row: Row) => Dto, taken: () => Error, notFound: () => Error): Dto {
    if (row === 'taken') throw taken();
    if (!row) throw notFound();
    this.changed();
    return toDto(row);
  }

  private zoneOf(data: DeliveryData, destination: Destination, place?: PinPlace): DeliveryZoneRow {
    const zone = zoneFor(data.zones.map(asRules), destination);
    const row = zone && data.zones.find((candidate) => candidate.id === zone.id);
    if (row) return row;
    if (destination.country !== 'IN') throw deliveryErrors.notServed(countryName(destination.country));
    throw deliveryErrors.notServed(place ? `${place.district}, ${place.state}` : `PIN ${'pin' in destination ? destination.pin : ''}`);
  }

  /** The public routes' copy of zones, holidays and settings: read again after a minute, a new IST day or a change. */
  private publicData(now: Date): Promise<DeliveryData> {
    const day = istClock(now).date;
    if (!this.snapshot || this.snapshot.day !== day || Date.now() - this.snapshot.at > SNAPSHOT_MS) {
      const data = this.repository.data(addDays(day, -1));
      this.snapshot = { at: Date.now(), day, data };
      data.catch(() => (this.snapshot = undefined));
    }
    return this.snapshot.data;
  }

  private changed(): void {
    this.snapshot = undefined;
  }
}

/** A stored zone as the rules read it. */
function asRules(row: DeliveryZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    pinRanges: row.pin_ranges.flatMap((text) => parsePinRange(text) ?? []),
    stateCodes: row.state_codes,
    countries: row.countries,
    position: row.position,
    transitMinDays: row.transit_min_days,
    transitMaxDays: row.transit_max_days,
    feePaise: row.fee_paise,
    freeAbovePaise: row.free_above_paise,
    codOffered: row.cod_offered,
    codLimitPaise: row.cod_limit_paise,
  };
}

/** The columns of a zone from the console's body, after the checks that span fields. */
function zoneFields(dto: SaveDeliveryZoneDto): ZoneFields {
  if (dto.kind === 'abroad') {
    if (dto.codOffered) throw invalidField('codOffered', 'Cash on delivery is never offered abroad: codOffered must be false for a zone abroad');
    if (dto.pinRanges.length) throw invalidField('pinRanges', 'A zone abroad is matched by countries, not PIN ranges');
    if (dto.stateCodes.length) throw invalidField('stateCodes', 'A zone abroad is matched by countries, not states');
  } else if (dto.countries.length) {
    throw invalidField('countries', 'A zone in India is matched by PIN ranges or states, not countries');
  }
  if (dto.transitMinDays > dto.transitMaxDays) throw invalidField('transitMinDays', 'transitMinDays must not be more than transitMaxDays');
  const ranges = dto.pinRanges.map((text, i) => {
    const range = parsePinRange(text);
    if (!range) throw invalidField(`pinRanges.${i}`, `pinRanges.${i} must go from the lower PIN to the higher, such as 302001-302039`);
    return formatPinRange(range);
  });
  const unknownState = dto.stateCodes.find((code) => !INDIA_STATE_CODES.has(code));
  if (unknownState) throw invalidField('stateCodes', `${unknownState} is not a GST state code of a state or union territory`);
  return {
    name: dto.name.trim(),
    kind: dto.kind,
    pin_ranges: [...new Set(ranges)],
    state_codes: [...new Set(dto.stateCodes)],
    countries: [...new Set(dto.countries)],
    position: dto.position,
    transit_min_days: dto.transitMinDays,
    transit_max_days: dto.transitMaxDays,
    fee_paise: toPaise(dto.fee),
    free_above_paise: dto.freeAbove === null ? null : toPaise(dto.freeAbove),
    cod_offered: dto.kind === 'india' && dto.codOffered,
    cod_limit_paise: dto.codLimit === null ? null : toPaise(dto.codLimit),
  };
}

function holidayFields(dto: SaveDeliveryHolidayDto): { date: string; name: string } {
  if (!isIsoDate(dto.date)) throw invalidField('date', 'date must be a date of the calendar such as 2026-11-08');
  return { date: dto.date, name: dto.name.trim() };
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
