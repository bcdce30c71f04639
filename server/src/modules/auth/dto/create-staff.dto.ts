import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { IsStaffEmail } from '../../../common/auth/staff-email.js';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { normaliseEmail } from './register.dto.js';
import { trim } from '../../../common/http/trim.js';

export const STAFF_ACCOUNT_ROLES = ['admin', 'seller'] as const;
export type StaffAccountRole = (typeof STAFF_ACCOUNT_ROLES)[number];

export const STAFF_MESSAGES = {
  name: 'name must be text of 1 to 100 characters',
  email: 'email must be a valid e-mail address of at most 254 characters',
  password: 'password must be 8 to 128 characters',
  role: `role must be one of: ${STAFF_ACCOUNT_ROLES.join(', ')}`,
  phone: 'phone must be 7 to 15 digits, optionally with a leading +, or empty',
} as const;
/** Digits with an optional leading +, or empty for none. */
export const STAFF_PHONE = /^(\+?\d{7,15})?$/;

/** A new staff account, made by an admin. */
export class CreateStaffDto {
  /** Shown in the console; a seller's name is also the shop name their new products carry. 1 to 100 characters. */
  @Transform(trim)
  @IsString({ message: STAFF_MESSAGES.name })
  @Length(1, 100, { message: STAFF_MESSAGES.name })
  name: string;

  /**
   * Signs in with it; unique among all accounts, customers' included, compared case-insensitively; stored lower-case.
   * May have a single-label domain, intranet style (ops@localhost).
   */
  @Transform(normaliseEmail)
  @IsStaffEmail(STAFF_MESSAGES.email)
  email: string;

  /** 8 to 128 characters; stored only as an argon2id hash. */
  @IsString({ message: STAFF_MESSAGES.password })
  @MinLength(8, { message: STAFF_MESSAGES.password })
  @MaxLength(128, { message: STAFF_MESSAGES.password })
  password: string;

  /** admin: everything; seller: their own products and the orders holding them. */
  @ApiProperty({ enum: STAFF_ACCOUNT_ROLES })
  @IsIn(STAFF_ACCOUNT_ROLES, { message: STAFF_MESSAGES.role })
  role: StaffAccountRole;

  /** Default none (''). */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: STAFF_MESSAGES.phone })
  @Matches(STAFF_PHONE, { message: STAFF_MESSAGES.phone })
  phone?: string;
}
