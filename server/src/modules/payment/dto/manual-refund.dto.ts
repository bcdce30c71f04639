import { IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** A bank or UPI transfer staff made to refund a cash-on-delivery order. */
export class ManualRefundDto {
  /** The transfer's UTR: 12 digits (IMPS/UPI), or 16 or 22 letters and digits starting with the bank's code (NEFT/RTGS). */
  @IsString()
  @MaxLength(40)
  utr: string;

  /** Rupees transferred; all that is left to refund when omitted. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'amount must be rupees with at most 2 decimals' })
  @Min(0.01, { message: 'amount must be at least ₹0.01' })
  amount?: number;
}
