import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { CachedResponse } from '../../common/http/cached-response.decorator.js';
import { MetalRatesResponseDto } from './dto/metal-rate.response.dto.js';
import { MetalRateService } from './metal-rate.service.js';

/** Today's rates for everyone: the rate strip of the home and product pages. */
@ApiTags('pricing')
@Controller('metal-rates')
export class MetalRateController {
  constructor(private readonly rates: MetalRateService) {}

  @Public()
  @Get()
  // Kept in memory like the catalogue's answers; a change of rate clears it (metal_rates is a watched table).
  @CachedResponse()
  @ApiOperation({
    summary: "Today's metal rates: rupees per gram of each purity that has one",
    description:
      'The purities that have a rate, in the order of the purity table (24K, 22K, 18K, 14K gold, fine and sterling ' +
      'silver, platinum 950), each with its metal, karat (gold only), fineness, label, `ratePerGram` in rupees and ' +
      'when it was set. A purity without a rate is left out. Never fails.',
  })
  current(): Promise<MetalRatesResponseDto> {
    return this.rates.current();
  }
}
