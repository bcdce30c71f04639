import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';

/** A parcel of an order handed to a courier. */
export class ShipOrderDto {
  /** The courier (an active one of the couriers list). */
  @IsUUID('all', { message: 'courierId must be a UUID' })
  courierId: string;

  /** The courier's AWB number, in its format (spaces are dropped, letters upper-cased). */
  @ApiProperty({ minLength: 1, maxLength: 40 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value))
  @IsString({ message: 'awb must be 1 to 40 characters' })
  @Length(1, 40, { message: 'awb must be 1 to 40 characters' })
  awb: string;

  /** Grams, when weighed (1 to 1 000 000). */
  @IsOptional()
  @IsInt({ message: 'weightGrams must be a whole number of grams from 1 to 1000000' })
  @Min(1, { message: 'weightGrams must be a whole number of grams from 1 to 1000000' })
  @Max(1_000_000, { message: 'weightGrams must be a whole number of grams from 1 to 1000000' })
  weightGrams?: number;

  /** Number of packages, 1 to 99; default 1. */
  @IsOptional()
  @IsInt({ message: 'packages must be a whole number from 1 to 99' })
  @Min(1, { message: 'packages must be a whole number from 1 to 99' })
  @Max(99, { message: 'packages must be a whole number from 1 to 99' })
  packages?: number;

  /**
   * The order lines (their _id) in the parcel. Absent: every line not yet shipped that the caller may ship (a seller:
   * their own products' lines; an admin: all).
   */
  @IsOptional()
  @IsArray({ message: 'lineIds must be an array of order line ids' })
  @ArrayMinSize(1, { message: 'lineIds must list at least one line' })
  @ArrayMaxSize(100, { message: 'lineIds may list at most 100 lines' })
  @ArrayUnique({ message: 'lineIds must not list a line twice' })
  @IsUUID('all', { each: true, message: 'lineIds must be order line ids (UUIDs)' })
  lineIds?: string[];
}
