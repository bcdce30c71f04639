import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { STAFF_ACCOUNT_ROLES, STAFF_MESSAGES, STAFF_PHONE, type StaffAccountRole } from './create-staff.dto.js';
import { STAFF_MEMBER_READ_ONLY } from './staff.response.dto.js';
import { trim } from '../../../common/http/trim.js';

/** An admin's change to a staff account: the fields sent change, the others stay. The e-mail never changes. */
@AcceptsReadOnly(STAFF_MEMBER_READ_ONLY)
export class UpdateStaffDto {
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: STAFF_MESSAGES.name })
  @Length(1, 100, { message: STAFF_MESSAGES.name })
  name?: string;

  /** '' for none. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @IsString({ message: STAFF_MESSAGES.phone })
  @Matches(STAFF_PHONE, { message: STAFF_MESSAGES.phone })
  phone?: string;

  /** Not your own, and never the last admin's. */
  @ApiPropertyOptional({ enum: STAFF_ACCOUNT_ROLES })
  @IsOptionalButNotNull()
  @IsIn(STAFF_ACCOUNT_ROLES, { message: STAFF_MESSAGES.role })
  role?: StaffAccountRole;

  /** A new password, 8 to 128 characters; the old one stops working. */
  @IsOptionalButNotNull()
  @IsString({ message: STAFF_MESSAGES.password })
  @MinLength(8, { message: STAFF_MESSAGES.password })
  @MaxLength(128, { message: STAFF_MESSAGES.password })
  password?: string;
}
