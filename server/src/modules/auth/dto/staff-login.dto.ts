import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsStaffEmail } from '../../../common/auth/staff-email.js';
import { normaliseEmail } from './register.dto.js';

/** The console's sign-in: a staff address may have a single-label domain (`admin@localhost`), unlike a customer's. */
export class StaffLoginDto {
  /** Any case; the domain may be a single label (admin@localhost). */
  @Transform(normaliseEmail)
  @IsStaffEmail('email must be a valid e-mail address')
  email: string;

  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(128)
  password: string;
}
