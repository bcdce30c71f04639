import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { MetalRateAdminDto } from './dto/metal-rate.response.dto.js';
import { SetMetalRateDto } from './dto/set-metal-rate.dto.js';
import { METAL_RATE_SORT, MetalRateService } from './metal-rate.service.js';
import { PURITY_CODES } from './metal.js';

const PURITY_PARAM = { name: 'id', enum: PURITY_CODES, description: 'The purity code.' } as const;

/**
 * Console resource `metal-rates` ("Today's rates"), in ra-data-simple-rest conventions; the record's id is the purity
 * code. Admins only: a rate prices every rate-linked piece of every seller.
 */
@ApiTags('pricing')
@Roles('admin')
@Controller('admin/metal-rates')
export class MetalRateAdminController {
  constructor(private readonly rates: MetalRateService) {}

  @ConsoleList(MetalRateAdminDto, {
    summary: "Today's rates, every purity (filter id, metal; sort purity, ratePerGram, updatedAt); answers Content-Range",
    description:
      'Every purity of the purity table, with its rate per gram in rupees, when and by whom (e-mail) it was set; all ' +
      'three null while the purity has no rate. Filters: `id` (an array of purity codes), `metal` (gold, silver, ' +
      'platinum). Sorts: purity (the table order, the default), ratePerGram, updatedAt. ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<MetalRateAdminDto[]> {
    return answerListPage(response, 'metal-rates', query, METAL_RATE_SORT, (parsed) => this.rates.list(parsed));
  }

  @ApiParam(PURITY_PARAM)
  @ConsoleRoute('get', MetalRateAdminDto, [404], {
    summary: "One purity's rate",
    description: "One purity's rate per gram, as the list shows it. Fails: 404 `METAL_RATE_UNKNOWN_PURITY`.",
  })
  get(@Param('id') purity: string): Promise<MetalRateAdminDto> {
    return this.rates.get(purity);
  }

  @ApiParam(PURITY_PARAM)
  @ConsoleRoute('replace', MetalRateAdminDto, [404, 409], {
    summary: "Set one purity's rate per gram; reprices its rate-linked pieces",
    description:
      "Sets today's rate (rupees per gram, 0 to 10 lakh, at most 2 decimals) and, in the same transaction, records " +
      'the change (who, old, new) and reprices every rate-linked piece of the purity; answers the rate with ' +
      '`repriced`, the pieces whose price changed. The rate it already has changes nothing. A rate of 0, or one more than 20 % away from the current rate, is ' +
      "set only with `confirm: true` (a purity's first rate needs none unless it is 0). Also accepts the record as " +
      'the list answers it. Fails: 400 `VALIDATION_FAILED`; 404 `METAL_RATE_UNKNOWN_PURITY`; 409 ' +
      '`METAL_RATE_NEEDS_CONFIRMATION` with `needsConfirmation: true`.',
  })
  set(@Param('id') purity: string, @Body() dto: SetMetalRateDto, @CurrentUser() caller: AuthUser): Promise<MetalRateAdminDto> {
    return this.rates.set(caller, purity, dto);
  }
}
