import { IsBoolean, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { MAX_EXCHANGE_RATE, RATE_DECIMALS } from '../exchange-rate.rules.js';
import { EXCHANGE_RATE_ADMIN_READ_ONLY } from './exchange-rate.response.dto.js';

const RATE_MESSAGE = `inrPerUnit must be a number of rupees above 0 and at most ${MAX_EXCHANGE_RATE}, with at most ${RATE_DECIMALS} decimals`;

/** A foreign currency's rate (the console's PUT on "Exchange rates"). */
@AcceptsReadOnly(EXCHANGE_RATE_ADMIN_READ_ONLY)
export class SetExchangeRateDto {
  /** Rupees one unit buys: above 0, at most 10 000, at most 4 decimals. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: RATE_DECIMALS }, { message: RATE_MESSAGE })
  @Min(10 ** -RATE_DECIMALS, { message: RATE_MESSAGE })
  @Max(MAX_EXCHANGE_RATE, { message: RATE_MESSAGE })
  inrPerUnit: number;

  /** true to set a rate more than 10 % away from the current one, which is otherwise refused (409, needsConfirmation). */
  @IsOptional()
  @IsBoolean({ message: 'confirm must be true or false' })
  confirm?: boolean;
}

