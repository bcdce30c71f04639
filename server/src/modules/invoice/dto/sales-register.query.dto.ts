import { IsString, Matches } from 'class-validator';

export class SalesRegisterQueryDto {
  /** The month, Indian time: YYYY-MM, e.g. 2026-11. */
  @Matches(/^2\d{3}-(0[1-9]|1[0-2])$/, { message: 'month must be a month as YYYY-MM, e.g. 2026-11' })
  @IsString({ message: 'month must be a month as YYYY-MM, e.g. 2026-11' })
  month: string;
}
