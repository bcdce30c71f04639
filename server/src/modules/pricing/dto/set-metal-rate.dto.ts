import { IsBoolean, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { METAL_RATE_ADMIN_READ_ONLY } from './metal-rate.response.dto.js';

// A sane ceiling: ₹10 lakh a gram is far above any metal's price (gold ~₹13 000, platinum ~₹5 000), and keeps every
// product of rate × weight well inside bigint paise.
export const MAX_RATE_PER_GRAM = 1_000_000;
const RATE_MESSAGE = `ratePerGram must be a number of rupees from 0 to ${MAX_RATE_PER_GRAM} with at most 2 decimals`;

/** Today's rate for one purity (the console's PUT on "Today's rates"). */
@AcceptsReadOnly(METAL_RATE_ADMIN_READ_ONLY)
export class SetMetalRateDto {
  /** Rupees per gram of the purity, 0 to 10 lakh, at most 2 decimals. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: RATE_MESSAGE })
  @Min(0, { message: RATE_MESSAGE })
  @Max(MAX_RATE_PER_GRAM, { message: RATE_MESSAGE })
  ratePerGram: number;

  /** true to set a rate of 0 or one more than 20 % away from today's, which is otherwise refused (409, needsConfirmation). */
  @IsOptional()
  @IsBoolean({ message: 'confirm must be true or false' })
  confirm?: boolean;
}
