import { Transform } from 'class-transformer';
import { IsString, Length, Matches } from 'class-validator';
import { trim } from '../../../common/http/trim.js';

const required = (field: string, max: number) => `${field} is required, at most ${max} characters`;

/**
 * A shipping address (spec 3 'Shipping address'): the checkout's shippingInfo and an address book entry. All seven
 * fields are required, trimmed and non-empty; the lengths are the addresses table's.
 */
export class ShippingInfoDto {
  /** Who receives the parcel; 1–100 characters. */
  @Transform(trim)
  @Length(1, 100, { message: required('name', 100) })
  @IsString({ message: required('name', 100) })
  name: string;

  /** House, street and landmark; 1–300 characters. */
  @Transform(trim)
  @Length(1, 300, { message: required('address', 300) })
  @IsString({ message: required('address', 300) })
  address: string;

  /** Digits only, optionally with a leading +; 7 to 15 digits. */
  @Transform(trim)
  @Matches(/^\+?\d{7,15}$/, { message: 'phone must be 7 to 15 digits, optionally with a leading +' })
  @IsString({ message: 'phone must be 7 to 15 digits, optionally with a leading +' })
  phone: string;

  /** PIN or postal code: 3–10 letters, digits, spaces or dashes. */
  @Transform(trim)
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, { message: 'post must be a postal code of 3 to 10 letters, digits, spaces or dashes' })
  @IsString({ message: 'post must be a postal code of 3 to 10 letters, digits, spaces or dashes' })
  post: string;

  /** State or province; 1–80 characters. */
  @Transform(trim)
  @Length(1, 80, { message: required('province', 80) })
  @IsString({ message: required('province', 80) })
  province: string;

  /** 1–80 characters. */
  @Transform(trim)
  @Length(1, 80, { message: required('city', 80) })
  @IsString({ message: required('city', 80) })
  city: string;

  /** Locality or area; 1–120 characters. */
  @Transform(trim)
  @Length(1, 120, { message: required('area', 120) })
  @IsString({ message: required('area', 120) })
  area: string;
}
