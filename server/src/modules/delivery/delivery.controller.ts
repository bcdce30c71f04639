import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { DeliveryService } from './delivery.service.js';
import { DeliveryEstimateDto, DeliveryEstimateQueryDto, DeliverySummaryDto } from './dto/delivery-estimate.dto.js';

/** The storefront's delivery questions: when an address gets its order, and what the trust badges may promise. */
@ApiTags('delivery')
@Controller('delivery')
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}

  @Public()
  @Get('estimate')
  @ApiErrors(400, 404)
  @ApiOperation({
    summary: 'Deliver-by date, shipping fee and COD for a PIN code in India or a country abroad',
    description:
      '`pin` (India, the default) or `country` (ISO 3166-1 alpha-2; with IN it needs `pin`). Answers the zone that ' +
      'serves the address (first by position), the dispatch, earliest and deliver-by dates (ISO, IST business days: ' +
      'Sundays and the holiday list skipped; orders from the cut-off hour start the next business day) with the label ' +
      '"Tue, 2 Dec", the fee and free-above threshold in rupees, and whether cash on delivery is offered (never abroad) ' +
      'up to which amount, or why not. Fails: 400 `VALIDATION_FAILED` (malformed pin or country, or India without a ' +
      'pin); 400 `DELIVERY_NOT_SERVED` when no zone serves it; 404 `DELIVERY_UNKNOWN_PIN` for a PIN India Post does not have.',
  })
  estimate(@Query() query: DeliveryEstimateQueryDto): Promise<DeliveryEstimateDto> {
    return this.delivery.estimate(query);
  }

  @Public()
  @Get('summary')
  @ApiOperation({
    summary: 'What the trust badges and the shipping policy say: free across India, worldwide above ₹X, COD limit',
    description: 'Read from the delivery zones and settings (kept a minute, cleared by any change). Never fails.',
  })
  summary(): Promise<DeliverySummaryDto> {
    return this.delivery.summary();
  }
}
