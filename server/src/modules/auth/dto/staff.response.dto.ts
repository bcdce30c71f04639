import { ApiProperty } from '@nestjs/swagger';
import { readOnlyFields } from '../../../common/http/read-only.js';
import type { User } from '../entities/user.entity.js';
import { STAFF_ACCOUNT_ROLES, type StaffAccountRole } from './create-staff.dto.js';
import type { UpdateStaffDto } from './update-staff.dto.js';

/** A staff account in the console; never its password hash. */
export class StaffMemberDto {
  id: string;
  name: string;
  email: string;
  /** '' when none. */
  phone: string;
  @ApiProperty({ enum: STAFF_ACCOUNT_ROLES })
  role: StaffAccountRole;
  /** Products in this account's shop (a seller's); when the account is deleted they become the house shop's. */
  products: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a staff account's change (UpdateStaffDto) takes back from the record and ignores: the e-mail never changes. */
export const STAFF_MEMBER_READ_ONLY = readOnlyFields<StaffMemberDto, UpdateStaffDto>()(['id', 'email', 'products', 'createdAt', 'updatedAt']);

export function toStaffMember(user: User, products: number): StaffMemberDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role as StaffAccountRole,
    products,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
