import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';
import { AcceptsReadOnly, readOnlyFields } from '../../../common/http/read-only.js';
import type { HolidayRow } from '../delivery.repository.js';

/** A holiday as the console writes it. */
@AcceptsReadOnly(readOnlyFields<DeliveryHolidayDto, SaveDeliveryHolidayDto>()(['id']))
export class SaveDeliveryHolidayDto {
  /** ISO date, e.g. 2026-11-08. */
  @ApiProperty({ format: 'date' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'date must be a date such as 2026-11-08' })
  date: string;

  @IsString({ message: 'name must be text' })
  @Length(1, 80, { message: 'name must be 1 to 80 characters' })
  name: string;
}

/** A day the shop and couriers do not work; the date is react-admin's id. */
export class DeliveryHolidayDto {
  @ApiProperty({ format: 'date' })
  id: string;
  @ApiProperty({ format: 'date' })
  date: string;
  name: string;
}

export function toDeliveryHolidayDto(row: HolidayRow): DeliveryHolidayDto {
  return { id: row.date, date: row.date, name: row.name };
}
