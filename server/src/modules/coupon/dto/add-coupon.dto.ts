import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

const trimUpper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** A date and a time with its zone: 2026-12-31T23:59:59Z or 2026-12-31T23:59:59+05:30. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
// One sentence per field: with stopAtFirstError whichever check fails first, the answer reads the same.
const NAME_MESSAGE = "name must be 3 to 40 letters, digits, '-' or '_'";
const PRICE_MESSAGE = 'price must be a number of rupees from 0 to 10000000 with at most 2 decimals';
const DISCOUNT_MESSAGE = 'discount must be a whole number from 1 to 100';
const USER_LIMIT_MESSAGE = 'userlimit must be a whole number from 1 to 1000000';
const DATE_TIME_MESSAGE = 'expiresAt must be an ISO 8601 date-time with a time zone, e.g. 2026-12-31T23:59:59Z';

/** A new coupon (spec 7 `add-coupon`); the console's create and update take the same fields. */
export class AddCouponDto {
  /** The code shoppers type: 3–40 letters, digits, '-' or '_'; stored upper-case, unique whatever its case. */
  // Any case is accepted (and upper-cased): the documented pattern says so, not the stored one below.
  @ApiProperty({ pattern: '^\\s*[A-Za-z0-9_-]{3,40}\\s*$' })
  @Transform(trimUpper)
  @IsString({ message: NAME_MESSAGE })
  @Matches(/^[A-Z0-9_-]{3,40}$/, { message: NAME_MESSAGE })
  name: string;

  /** Minimum order value in rupees, 0 or more, at most 2 decimals. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: PRICE_MESSAGE })
  @Min(0, { message: PRICE_MESSAGE })
  @Max(10_000_000, { message: PRICE_MESSAGE })
  price: number;

  /** Percent off, a whole number from 1 to 100. */
  @IsInt({ message: DISCOUNT_MESSAGE })
  @Min(1, { message: DISCOUNT_MESSAGE })
  @Max(100, { message: DISCOUNT_MESSAGE })
  discount: number;

  /** Uses allowed per customer, 1 or more. */
  @IsInt({ message: USER_LIMIT_MESSAGE })
  @Min(1, { message: USER_LIMIT_MESSAGE })
  @Max(1_000_000, { message: USER_LIMIT_MESSAGE })
  userlimit: number;

  /** When the code stops applying (a date-time in the future); null or absent for never. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true, required: false })
  @IsOptional()
  @IsString({ message: DATE_TIME_MESSAGE })
  @Matches(DATE_TIME, { message: DATE_TIME_MESSAGE })
  @IsISO8601({ strict: true }, { message: DATE_TIME_MESSAGE })
  expiresAt?: string | null;
}
