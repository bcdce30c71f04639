import { ApiProperty } from '@nestjs/swagger';
import { readOnlyFields } from '../../../common/http/read-only.js';
import type { CourierRow } from '../shipping.repository.js';
import type { SaveCourierDto } from './save-courier.dto.js';

/** A courier of the staff-kept list a shipment names. */
export class CourierDto {
  /** For react-admin. */
  id: string;
  name: string;
  /** The courier's public tracking page, `{awb}` standing for the AWB number. */
  trackingUrlTemplate: string;
  /** The regular expression its AWB numbers match (whole), e.g. ^[0-9]{11}$. */
  awbPattern: string;
  /** Offered in the Ship form. */
  active: boolean;
  /** Shipments it has carried. */
  shipments: number;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** What a courier update takes back from the record and ignores. */
export const COURIER_READ_ONLY = readOnlyFields<CourierDto, SaveCourierDto>()(['id', 'shipments', 'createdAt']);

export function toCourierDto(row: CourierRow): CourierDto {
  return {
    id: row.id,
    name: row.name,
    trackingUrlTemplate: row.tracking_url_template,
    awbPattern: row.awb_pattern,
    active: row.active,
    shipments: row.shipments,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
