import { ApiProperty } from '@nestjs/swagger';

export const WEBHOOK_STATUSES = ['in_transit', 'out_for_delivery', 'delivered'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** A courier aggregator's update about one parcel, signed as a whole (the raw body). */
export class ShippingWebhookDto {
  /** The AWB number of the parcel. */
  @ApiProperty({ maxLength: 40 })
  awb: string;
  /** The courier's name as the couriers list spells it (any case); needed only when two couriers share the AWB. */
  courier?: string;
  /** Only delivered changes anything; the others are acknowledged. */
  @ApiProperty({ enum: WEBHOOK_STATUSES })
  status: WebhookStatus;
  /** When the update was sent: Unix seconds, within 5 minutes of the shop's clock. */
  timestamp: number;
}

export class ShippingWebhookResponseDto {
  /** 'Delivered', 'Already delivered' or 'Noted'. */
  message: string;
}
