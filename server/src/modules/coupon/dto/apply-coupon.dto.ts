import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { trim } from '../../../common/http/trim.js';

/** The cart's (or Buy Now's) coupon box. Without productId the caller's cart is priced. */
export class ApplyCouponDto {
  /** The code as typed, any case. */
  @Transform(trim)
  @Length(1, 40, { message: 'code must be a coupon code of 1 to 40 characters' })
  @IsString({ message: 'code must be a coupon code of 1 to 40 characters' })
  code: string;

  /** Buy Now: the product to price instead of the cart. */
  @IsOptional()
  @IsUUID('all', { message: 'productId must be a UUID' })
  productId?: string;

  /** Buy Now: how many pieces, 1–99 (default 1). */
  @IsOptional()
  @Max(99, { message: 'quantity must be at most 99' })
  @Min(1, { message: 'quantity must be at least 1' })
  @IsInt({ message: 'quantity must be a whole number' })
  quantity?: number;
}
