import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The link in every newsletter mail: /api/newsletter/unsubscribe?token=… */
export class UnsubscribeQueryDto {
  /** The secret of the subscriber's link; a page says so when it is missing or unknown. */
  @IsOptional()
  @IsString({ message: 'token must be the text of the link in the mail' })
  @MaxLength(200, { message: 'token must be the text of the link in the mail' })
  token?: string;
}
