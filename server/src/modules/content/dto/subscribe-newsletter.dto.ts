import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';

const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const EMAIL_MESSAGE = 'email must be a valid e-mail address of at most 254 characters';

/** The footer's newsletter box. */
export class SubscribeNewsletterDto {
  /** Compared case-insensitively; stored lower-case. */
  @Transform(normaliseEmail)
  @IsString({ message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email: string;
}
