import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Length, MaxLength } from 'class-validator';

/** Approve a return (with the pickup: courier and AWB) or a missing-item claim (no pickup). */
export class ApproveReturnDto {
  /** For a return: the courier collecting the parcel (one of the couriers list). */
  @IsOptional()
  @IsUUID('all', { message: 'courierId must be a UUID' })
  courierId?: string;

  /** For a return: the pickup's AWB number, in the courier's format (spaces dropped, letters upper-cased). */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value))
  @IsString({ message: 'awb must be 1 to 40 characters' })
  @Length(1, 40, { message: 'awb must be 1 to 40 characters' })
  awb?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

export class RejectReturnDto {
  /** Told to the customer. */
  @IsString({ message: 'reason must be 3 to 500 characters' })
  @Length(3, 500, { message: 'reason must be 3 to 500 characters' })
  reason: string;
}

export class ReturnNoteDto {
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

/** Refund a return now. A cash-on-delivery order's refund is a transfer staff made: its UTR. */
export class RefundReturnDto {
  /** Cash on delivery: the transfer's UTR (12 digits, or 16 or 22 letters and digits). Ignored for online payments. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  utr?: string;
}
