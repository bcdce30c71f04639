import { Transform } from 'class-transformer';
import { IsEmail, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../common/http/trim.js';

export const normaliseEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class RegisterDto {
  /** Full name as it should appear on orders. */
  @Transform(trim)
  @IsString()
  @Length(1, 100, { message: 'name must be between 1 and 100 characters' })
  name: string;

  /** Unique, compared case-insensitively. */
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  /** Digits only, optionally with a leading +; 7 to 15 digits. */
  @Transform(trim)
  @IsString()
  @Matches(/^\+?\d{7,15}$/, { message: 'phone must be 7 to 15 digits' })
  phone: string;

  /** At least 8 characters. */
  @IsString()
  @MinLength(8, { message: 'password must be at least 8 characters long' })
  @MaxLength(128)
  password: string;
}
