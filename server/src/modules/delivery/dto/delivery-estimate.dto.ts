import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, Matches, Max, Min } from 'class-validator';
import { ZONE_KINDS, type ZoneKind } from '../delivery.rules.js';

/** GET /api/delivery/estimate: a PIN code in India, or a country abroad. */
export class DeliveryEstimateQueryDto {
  /** A 6-digit Indian PIN code (spaces allowed: "302 029"); needed when the country is India or absent. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
  @Matches(/^[1-9]\d{5}$/, { message: 'pin must be a 6-digit Indian PIN code such as 302029' })
  pin?: string;

  /** ISO 3166-1 alpha-2 country code; absent means India (IN). */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter ISO country code such as IN or US' })
  country?: string;

  /** The order's amount in rupees after its discount (the checkout's), for `shippingFee`. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'amount must be rupees from 0 with at most 2 decimals' })
  @Min(0, { message: 'amount must be rupees from 0 with at most 2 decimals' })
  @Max(1_000_000_000, { message: 'amount must be rupees from 0 with at most 2 decimals' })
  amount?: number;
}

/** When and for what an address is delivered: the product page's "Check delivery date" and the shipping step. */
export class DeliveryEstimateDto {
  /** The zone that serves the address: 'Jaipur city', 'USA and Canada'. */
  zone: string;
  @ApiProperty({ enum: ZONE_KINDS })
  kind: ZoneKind;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The PIN asked for (India); null abroad. */
  pin: string | null;
  /** The PIN's district and state (India Post's directory); null abroad. */
  district: string | null;
  state: string | null;
  /** The business day the order leaves the shop when placed now (ISO date, IST). */
  @ApiProperty({ format: 'date' })
  dispatchBy: string;
  /** The first day it may arrive. */
  @ApiProperty({ format: 'date' })
  earliest: string;
  /** The date it is promised by. */
  @ApiProperty({ format: 'date' })
  deliverBy: string;
  /** deliverBy as shown: 'Tue, 2 Dec'. */
  deliverByLabel: string;
  /** Rupees of shipping below the free-above threshold (0: free). */
  fee: number;
  /** Rupees from which shipping is free; null: never. */
  freeAbove: number | null;
  /** With `amount`: the shipping an order of that amount pays here (what place-order charges); null without it. */
  shippingFee: number | null;
  /** Whether cash on delivery is offered here (never abroad). */
  codAvailable: boolean;
  /** The largest order in rupees COD takes here; null when COD is not offered. */
  codLimit: number | null;
  /** Why COD is not offered, as a sentence; null when it is. */
  codNote: string | null;
}

/** What the trust badges and the shipping policy say, from the zones (GET /api/delivery/summary). */
export class DeliverySummaryDto {
  /** Every India zone ships free (below any threshold too). */
  freeAcrossIndia: boolean;
  /** When India is not free throughout: the highest India threshold in rupees, null if some zone is never free. */
  indiaFreeAbove: number | null;
  /** The shop has zones abroad. */
  shipsAbroad: boolean;
  /** Rupees from which shipping abroad is free in every zone abroad (the highest threshold); null: not everywhere. */
  worldwideFreeAbove: number | null;
  /** The lowest and highest fee abroad in rupees; null when the shop does not ship abroad. */
  abroadFeeFrom: number | null;
  abroadFeeTo: number | null;
  /** The highest COD limit in India in rupees; null when no zone offers COD. */
  codLimit: number | null;
  /** Business days from the order to dispatch (spec 9: within 48 hours). */
  handlingDays: number;
  /** Orders from this hour (IST) start the next business day. */
  cutoffHour: number;
  /** The fewest and most business days in transit in India. */
  indiaTransitMinDays: number | null;
  indiaTransitMaxDays: number | null;
}
