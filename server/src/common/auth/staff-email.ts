import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, isEmail, IsString, MaxLength } from 'class-validator';

/** The longest e-mail address a mail server must accept (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A staff account's address may have a single-label domain, intranet style (`admin@localhost`, `ops@intranet`): the
 * account the shop creates on its first start is `admin@localhost`. A customer's address still needs a real domain.
 */
const STAFF_EMAIL = { require_tld: false } as const;

/**
 * The one rule for staff e-mail addresses, wherever one is read: ADMIN_EMAIL, the first start's admin, the staff
 * sign-in and the staff accounts the console creates.
 */
export function isStaffEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && isEmail(value, STAFF_EMAIL);
}

/** `isStaffEmail` for a DTO field, every refusal answered with `message`. */
export function IsStaffEmail(message: string): PropertyDecorator {
  return applyDecorators(
    // The OpenAPI plugin reads format and maxLength off decorators written on the property itself; from here they have to be said.
    ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH }),
    IsString({ message }),
    MaxLength(EMAIL_MAX_LENGTH, { message }),
    IsEmail(STAFF_EMAIL, { message }),
  );
}
