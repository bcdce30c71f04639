import { Transform } from 'class-transformer';
import { IsString, Length, Matches } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { trim } from '../../../common/http/trim.js';

const required = (field: string, max: number) => `${field} is required, at most ${max} characters`;

/**
 * A shipping address (spec 3 'Shipping address'): the checkout's shippingInfo and an address book entry, in India
 * (no country, as the spec's clients send it) or abroad (issue 17). Fields are trimmed; the lengths are the addresses
 * table's. Beyond this shape, geo/address.rules.ts checks the country's rules: in India a PIN India Post has, in the
 * named state, and the area; abroad the postal code's format and the state where the country has a list; everywhere
 * a phone number valid for the country, kept in E.164.
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

  /**
   * 7 to 15 digits, with the country code after a leading + ('+14155552671') or without it for a number of the
   * address's country ('9829041127' in India); spaces, dashes, dots and brackets are ignored. Answered in E.164.
   */
  @Transform(trim)
  @Matches(/^\+?(?:[\s().-]*\d){7,15}[\s().-]*$/, { message: 'phone must be 7 to 15 digits, optionally with a leading +' })
  @IsString({ message: 'phone must be 7 to 15 digits, optionally with a leading +' })
  phone: string;

  /** PIN code in India (6 digits), the postal code elsewhere: up to 10 letters, digits, spaces or dashes; '' where the country has none. */
  @Transform(trim)
  @Matches(/^(?:[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9])?$/, { message: 'post must be a postal code of 3 to 10 letters, digits, spaces or dashes' })
  @IsString({ message: 'post must be a postal code of 3 to 10 letters, digits, spaces or dashes' })
  post: string;

  /** State or province, at most 80 characters: required in India and where the country has a list; '' elsewhere. */
  @Transform(trim)
  @Length(0, 80, { message: required('province', 80) })
  @IsString({ message: required('province', 80) })
  province: string;

  /** 1–80 characters. */
  @Transform(trim)
  @Length(1, 80, { message: required('city', 80) })
  @IsString({ message: required('city', 80) })
  city: string;

  /** Locality or area, at most 120 characters: required in India; abroad the address's second line, may be ''. */
  @Transform(trim)
  @Length(0, 120, { message: required('area', 120) })
  @IsString({ message: required('area', 120) })
  area: string;

  /** ISO 3166-1 alpha-2 country code, any case ('US'); absent: India. Answered upper case. */
  @IsOptionalButNotNull()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: 'country must be an ISO 3166-1 alpha-2 code such as IN, US or GB' })
  @IsString({ message: 'country must be an ISO 3166-1 alpha-2 code such as IN, US or GB' })
  country?: string;
}

/** The address fields of a ShippingInfoDto or a body extending it (an address book entry's isDefault left out). */
export function shippingFieldsOf(dto: ShippingInfoDto): ShippingInfoDto {
  const { name, address, phone, post, province, city, area, country } = dto;
  return { name, address, phone, post, province, city, area, ...(country === undefined ? {} : { country }) };
}
