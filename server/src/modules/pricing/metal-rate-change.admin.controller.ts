import { Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList } from '../../common/http/simple-rest.js';
import { MetalRateChangeDto } from './dto/metal-rate.response.dto.js';
import { METAL_RATE_CHANGE_SORT, MetalRateService } from './metal-rate.service.js';

/** Console resource `metal-rate-changes`: the history of today's rates, read-only. Admins only. */
@ApiTags('pricing')
@Roles('admin')
@Controller('admin/metal-rate-changes')
export class MetalRateChangeAdminController {
  constructor(private readonly rates: MetalRateService) {}

  @ConsoleList(MetalRateChangeDto, {
    summary: 'History of rate changes, newest first (filter purity; sort changedAt, purity, newRatePerGram, repriced); answers Content-Range',
    description:
      'Every change of a rate: the purity, the old rate (null for its first) and the new one in rupees per gram, who ' +
      'made it (e-mail) and when, and how many rate-linked pieces it repriced. Filter: `purity` (a purity code). ' +
      'Sorts: changedAt (default DESC), purity, newRatePerGram, repriced. ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<MetalRateChangeDto[]> {
    return answerListPage(response, 'metal-rate-changes', query, METAL_RATE_CHANGE_SORT, (parsed) => this.rates.changes(parsed));
  }
}
