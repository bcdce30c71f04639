import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { normaliseEmail } from './register.dto.js';

export class ForgotPasswordDto {
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;
}

export class ResetPasswordDto {
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  /** The 6-digit code from the mail. */
  @IsString()
  @Matches(/^\d{6}$/, { message: 'otp must be the 6-digit code from the e-mail' })
  otp: string;

  /** The new password, at least 8 characters. */
  @IsString()
  @MinLength(8, { message: 'npassword must be at least 8 characters long' })
  @MaxLength(128)
  npassword: string;
}

export class ChangePasswordDto {
  @IsString()
  @IsNotEmpty({ message: 'currentPassword is required' })
  @MaxLength(128)
  currentPassword: string;

  /** The new password, at least 8 characters. */
  @IsString()
  @MinLength(8, { message: 'npassword must be at least 8 characters long' })
  @MaxLength(128)
  npassword: string;
}
