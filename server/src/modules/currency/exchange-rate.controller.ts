import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { CachedResponse } from '../../common/http/cached-response.decorator.js';
import { CurrenciesResponseDto } from './dto/exchange-rate.response.dto.js';
import { ExchangeRateService } from './exchange-rate.service.js';

/** The display currencies for everyone: the storefront's currency picker and every converted price. */
@ApiTags('currency')
@Controller('currencies')
export class ExchangeRateController {
  constructor(private readonly rates: ExchangeRateService) {}

  @Public()
  @Get()
  // Kept in memory like the catalogue's answers; a change of rate clears it (exchange_rates is a watched table).
  @CachedResponse()
  @ApiOperation({
    summary: 'The currencies prices can be shown in, with their rates and how to format them',
    description:
      'The Indian rupee first (inrPerUnit 1), then each foreign currency staff have set a rate for, in the shop’s order ' +
      '(USD, EUR, GBP, AED, SGD, CAD, AUD): code, name, the locale its amounts are formatted in, `inrPerUnit` (rupees one ' +
      'unit buys, at most 4 decimals) and when it was set. For display only: orders are charged in rupees. Never fails.',
  })
  list(): Promise<CurrenciesResponseDto> {
    return this.rates.currencies();
  }
}
