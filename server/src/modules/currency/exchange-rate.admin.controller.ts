import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { FOREIGN_CURRENCY_CODES } from './currency.js';
import { ExchangeRateAdminDto } from './dto/exchange-rate.response.dto.js';
import { SetExchangeRateDto } from './dto/set-exchange-rate.dto.js';
import { EXCHANGE_RATE_SORT, ExchangeRateService } from './exchange-rate.service.js';

const CURRENCY_PARAM = { name: 'id', enum: FOREIGN_CURRENCY_CODES, description: 'The currency code.' } as const;

/**
 * Console resource `exchange-rates`, in ra-data-simple-rest conventions; the record's id is the currency code. Admins
 * only: a rate changes what every shopper abroad reads.
 */
@ApiTags('currency')
@Roles('admin')
@Controller('admin/exchange-rates')
export class ExchangeRateAdminController {
  constructor(private readonly rates: ExchangeRateService) {}

  @ConsoleList(ExchangeRateAdminDto, {
    summary: 'Exchange rates, every foreign display currency (filter id; sort currency, inrPerUnit, updatedAt); answers Content-Range',
    description:
      'Every foreign currency the storefront can show prices in, with the rupees one unit buys, when and by whom ' +
      '(e-mail) it was set; all three null while the currency has no rate (the storefront does not offer it then). ' +
      'Filter: `id` (an array of currency codes). Sorts: currency (the shop’s order, the default), inrPerUnit, updatedAt. ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<ExchangeRateAdminDto[]> {
    return answerListPage(response, 'exchange-rates', query, EXCHANGE_RATE_SORT, (parsed) => this.rates.list(parsed));
  }

  @ApiParam(CURRENCY_PARAM)
  @ConsoleRoute('get', ExchangeRateAdminDto, [404], {
    summary: "One currency's rate",
    description: "One currency's rate, as the list shows it. Fails: 404 `EXCHANGE_RATE_UNKNOWN_CURRENCY`.",
  })
  get(@Param('id') currency: string): Promise<ExchangeRateAdminDto> {
    return this.rates.get(currency);
  }

  @ApiParam(CURRENCY_PARAM)
  @ConsoleRoute('replace', ExchangeRateAdminDto, [404, 409], {
    summary: "Set one currency's rate in rupees per unit",
    description:
      'Sets the rate (rupees one unit buys, above 0 and at most 10 000, at most 4 decimals) and records the change (who, ' +
      'old, new) in the same transaction. The rate it already has changes nothing. A rate more than 10 % away from the ' +
      'current one is set only with `confirm: true` (a first rate needs none). Also accepts the record as the list ' +
      'answers it. Fails: 400 `VALIDATION_FAILED`; 404 `EXCHANGE_RATE_UNKNOWN_CURRENCY`; 409 ' +
      '`EXCHANGE_RATE_NEEDS_CONFIRMATION` with `needsConfirmation: true`.',
  })
  set(@Param('id') currency: string, @Body() dto: SetExchangeRateDto, @CurrentUser() caller: AuthUser): Promise<ExchangeRateAdminDto> {
    return this.rates.set(caller, currency, dto);
  }
}
