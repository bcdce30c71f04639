import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ListQuery } from '../../common/http/simple-rest.js';
import { queryPage } from '../../database/paginate.js';
import { uniqueViolation } from '../../database/constraint-violation.js';
import { queryPreparedOn } from '../../database/prepared.js';
import type { DeliverySettings, ZoneKind } from './delivery.rules.js';

/** A delivery zone as stored. */
export type DeliveryZoneRow = {
  id: string;
  name: string;
  kind: ZoneKind;
  pin_ranges: string[];
  state_codes: string[];
  countries: string[];
  position: number;
  transit_min_days: number;
  transit_max_days: number;
  fee_paise: number;
  free_above_paise: number | null;
  cod_offered: boolean;
  cod_limit_paise: number | null;
  created_at: Date;
  updated_at: Date;
};

/** A zone to save: every column the console writes. */
export type ZoneFields = Omit<DeliveryZoneRow, 'id' | 'created_at' | 'updated_at'>;

export type HolidayRow = { date: string; name: string };

export type SettingsRow = { cutoff_hour: number; handling_days: number; updated_at: Date };

/** What estimating a delivery reads: every zone, the holidays from a date on, the settings. */
export type DeliveryData = { zones: DeliveryZoneRow[]; holidays: Set<string>; settings: DeliverySettings };

const ZONE_COLUMNS = `id, name, kind, pin_ranges, state_codes, countries, position, transit_min_days, transit_max_days, fee_paise,
  free_above_paise, cod_offered, cod_limit_paise, created_at, updated_at`;
/**
 * Everything an estimate needs as one JSON value (`deliveryDataOf` reads it): the settings, the holidays from the ISO
 * date in parameter `fromDate` on, and every zone in order. A statement reads it by itself (`data`) or beside what it
 * reads for itself (placing an order reads it with its locks, in one round trip).
 */
export function deliveryDataJson(fromDate: string): string {
  return `json_build_object(
    'settings', (SELECT json_build_object('cutoff_hour', s.cutoff_hour, 'handling_days', s.handling_days) FROM delivery_settings s LIMIT 1),
    'holidays', ARRAY(SELECT to_char(h.date, 'YYYY-MM-DD') FROM delivery_holidays h WHERE h.date >= ${fromDate}::date),
    'zones', coalesce((SELECT json_agg(z ORDER BY z.position, z.name) FROM (SELECT ${ZONE_COLUMNS} FROM delivery_zones) z), '[]'))`;
}

/** A deliveryDataJson value as JSON.parse (pg) gives it: timestamps are ISO texts. */
export type DeliveryDataJson = {
  settings: { cutoff_hour: number; handling_days: number } | null;
  holidays: string[];
  zones: (Omit<DeliveryZoneRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string })[];
};

/** The delivery data of a deliveryDataJson value; the settings' defaults (cut-off 14:00, 2 handling days) while none are stored. */
export function deliveryDataOf(json: DeliveryDataJson): DeliveryData {
  return {
    zones: json.zones.map((zone) => ({ ...zone, created_at: new Date(zone.created_at), updated_at: new Date(zone.updated_at) })),
    holidays: new Set(json.holidays),
    settings: { cutoffHour: json.settings?.cutoff_hour ?? 14, handlingDays: json.settings?.handling_days ?? 2 },
  };
}

// The date column as an ISO date text, whatever the session's DateStyle.
const HOLIDAY_COLUMNS = `to_char(date, 'YYYY-MM-DD') AS date, name`;
const ZONE_NAME_INDEX = 'delivery_zones_name_key';
const HOLIDAY_KEY = 'delivery_holidays_pkey';

/** The SQL of delivery zones, holidays and settings (an order stores the zone and date its quote gave as it is placed). */
@Injectable()
export class DeliveryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Everything an estimate needs, in one statement: every zone in order, the holidays from `fromDate` (ISO) on, the settings. */
  async data(fromDate: string, manager: EntityManager = this.dataSource.manager): Promise<DeliveryData> {
    const [row] = await queryPreparedOn<{ data: DeliveryDataJson }>(manager, 'delivery_data', `SELECT ${deliveryDataJson('$1')} AS data`, [fromDate]);
    return deliveryDataOf(row!.data);
  }

  async listZones(query: ListQuery, filter: { kind?: ZoneKind; q?: string }): Promise<{ rows: DeliveryZoneRow[]; total: number }> {
    return queryPage<DeliveryZoneRow>(
      this.dataSource,
      query,
      { select: ZONE_COLUMNS, from: 'delivery_zones', where: `($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR name ILIKE '%' || $2 || '%')` },
      [filter.kind ?? null, filter.q ?? null],
    );
  }

  async zone(id: string): Promise<DeliveryZoneRow | undefined> {
    const [row] = (await this.dataSource.query(`SELECT ${ZONE_COLUMNS} FROM delivery_zones WHERE id = $1`, [id])) as DeliveryZoneRow[];
    return row;
  }

  /** Inserts a zone; answers 'taken' when the name is another zone's. */
  async insertZone(fields: ZoneFields): Promise<DeliveryZoneRow | 'taken'> {
    return this.nameTaken(async () => {
      const [row] = (await this.dataSource.query(
        `INSERT INTO delivery_zones (name, kind, pin_ranges, state_codes, countries, position, transit_min_days, transit_max_days, fee_paise,
           free_above_paise, cod_offered, cod_limit_paise) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${ZONE_COLUMNS}`,
        zoneParams(fields),
      )) as DeliveryZoneRow[];
      return row;
    });
  }

  /** Replaces a zone's fields; undefined when there is none, 'taken' when the name is another zone's. */
  async updateZone(id: string, fields: ZoneFields): Promise<DeliveryZoneRow | 'taken' | undefined> {
    return this.nameTaken(async () => {
      const [rows] = (await this.dataSource.query(
        // updated_at moves only when a field does: the record sent back as read changes nothing.
        `UPDATE delivery_zones SET name = $1, kind = $2, pin_ranges = $3, state_codes = $4, countries = $5, position = $6, transit_min_days = $7,
           transit_max_days = $8, fee_paise = $9, free_above_paise = $10, cod_offered = $11, cod_limit_paise = $12,
           updated_at = CASE WHEN (name, kind, pin_ranges, state_codes, countries, position, transit_min_days, transit_max_days, fee_paise,
                                   free_above_paise, cod_offered, cod_limit_paise)
                                  IS DISTINCT FROM ($1::text, $2::text, $3::text[], $4::text[], $5::text[], $6::int, $7::int, $8::int, $9::bigint,
                                   $10::bigint, $11::boolean, $12::bigint)
                             THEN now() ELSE updated_at END
         WHERE id = $13 RETURNING ${ZONE_COLUMNS}`,
        [...zoneParams(fields), id],
      )) as [DeliveryZoneRow[], number];
      return rows[0];
    });
  }

  async deleteZone(id: string): Promise<DeliveryZoneRow | undefined> {
    const [rows] = (await this.dataSource.query(`DELETE FROM delivery_zones WHERE id = $1 RETURNING ${ZONE_COLUMNS}`, [id])) as [DeliveryZoneRow[], number];
    return rows[0];
  }

  async listHolidays(query: ListQuery, filter: { year?: number }): Promise<{ rows: HolidayRow[]; total: number }> {
    return queryPage<HolidayRow>(
      this.dataSource,
      query,
      { select: HOLIDAY_COLUMNS, from: 'delivery_holidays', where: '($1::int IS NULL OR extract(year FROM date) = $1)' },
      [filter.year ?? null],
    );
  }

  async holiday(date: string): Promise<HolidayRow | undefined> {
    const [row] = (await this.dataSource.query(`SELECT ${HOLIDAY_COLUMNS} FROM delivery_holidays WHERE date = $1::date`, [date])) as HolidayRow[];
    return row;
  }

  /** Adds a holiday; 'taken' when the date is already one. */
  async insertHoliday(holiday: HolidayRow): Promise<HolidayRow | 'taken'> {
    return this.uniqueOr('taken', HOLIDAY_KEY, async () => {
      const [row] = (await this.dataSource.query(`INSERT INTO delivery_holidays (date, name) VALUES ($1::date, $2) RETURNING ${HOLIDAY_COLUMNS}`, [
        holiday.date,
        holiday.name,
      ])) as HolidayRow[];
      return row;
    });
  }

  /** Moves or renames the holiday of `date`; undefined when there is none, 'taken' when the new date is another's. */
  async updateHoliday(date: string, holiday: HolidayRow): Promise<HolidayRow | 'taken' | undefined> {
    return this.uniqueOr('taken', HOLIDAY_KEY, async () => {
      const [rows] = (await this.dataSource.query(
        `UPDATE delivery_holidays SET date = $2::date, name = $3 WHERE date = $1::date RETURNING ${HOLIDAY_COLUMNS}`,
        [date, holiday.date, holiday.name],
      )) as [HolidayRow[], number];
      return rows[0];
    });
  }

  async deleteHoliday(date: string): Promise<HolidayRow | undefined> {
    const [rows] = (await this.dataSource.query(`DELETE FROM delivery_holidays WHERE date = $1::date RETURNING ${HOLIDAY_COLUMNS}`, [date])) as [HolidayRow[], number];
    return rows[0];
  }

  async settings(): Promise<SettingsRow> {
    const [row] = (await this.dataSource.query('SELECT cutoff_hour, handling_days, updated_at FROM delivery_settings')) as SettingsRow[];
    return row;
  }

  async saveSettings(settings: DeliverySettings): Promise<SettingsRow> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO delivery_settings (id, cutoff_hour, handling_days) VALUES (true, $1, $2)
       ON CONFLICT (id) DO UPDATE SET cutoff_hour = excluded.cutoff_hour, handling_days = excluded.handling_days,
         updated_at = CASE WHEN (delivery_settings.cutoff_hour, delivery_settings.handling_days) IS DISTINCT FROM (excluded.cutoff_hour, excluded.handling_days)
                           THEN now() ELSE delivery_settings.updated_at END
       RETURNING cutoff_hour, handling_days, updated_at`,
      [settings.cutoffHour, settings.handlingDays],
    )) as SettingsRow[];
    return row;
  }

  /** Records on a just-placed order the zone that serves it and the date it is promised by. */
  private nameTaken<T>(write: () => Promise<T>): Promise<T | 'taken'> {
    return this.uniqueOr('taken', ZONE_NAME_INDEX, write);
  }

  private async uniqueOr<T>(taken: 'taken', index: string, write: () => Promise<T>): Promise<T | 'taken'> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error, index)) return taken;
      throw error;
    }
  }
}

function zoneParams(fields: ZoneFields): unknown[] {
  return [
    fields.name,
    fields.kind,
    fields.pin_ranges,
    fields.state_codes,
    fields.countries,
    fields.position,
    fields.transit_min_days,
    fields.transit_max_days,
    fields.fee_paise,
    fields.free_above_paise,
    fields.cod_offered,
    fields.cod_limit_paise,
  ];
}
