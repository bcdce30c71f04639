import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { AcceptsReadOnly, readOnlyFields } from '../../../common/http/read-only.js';
import type { SettingsRow } from '../delivery.repository.js';

export const SETTINGS_ID = 'current';

/** The cut-off hour and handling days as the console writes them. */
@AcceptsReadOnly(readOnlyFields<DeliverySettingsDto, SaveDeliverySettingsDto>()(['id', 'updatedAt']))
export class SaveDeliverySettingsDto {
  /** Orders from this hour (IST, 0–23) start the next business day. */
  @IsInt({ message: 'cutoffHour must be a whole hour from 0 to 23' })
  @Min(0, { message: 'cutoffHour must be a whole hour from 0 to 23' })
  @Max(23, { message: 'cutoffHour must be a whole hour from 0 to 23' })
  cutoffHour: number;

  /** Business days from the start of processing to dispatch (spec 9: within 48 hours, so 2). */
  @IsInt({ message: 'handlingDays must be a whole number of business days from 0 to 30' })
  @Min(0, { message: 'handlingDays must be a whole number of business days from 0 to 30' })
  @Max(30, { message: 'handlingDays must be a whole number of business days from 0 to 30' })
  handlingDays: number;
}

/** The one record of the console's "Delivery settings". */
export class DeliverySettingsDto {
  @ApiProperty({ enum: [SETTINGS_ID] })
  id: typeof SETTINGS_ID;
  cutoffHour: number;
  handlingDays: number;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export function toDeliverySettingsDto(row: SettingsRow): DeliverySettingsDto {
  return { id: SETTINGS_ID, cutoffHour: row.cutoff_hour, handlingDays: row.handling_days, updatedAt: new Date(row.updated_at).toISOString() };
}
