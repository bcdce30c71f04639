import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { PaymentModeResponseDto } from './dto/payment-mode.response.dto.js';

/** Whether payments are real: the storefront and the console show a ribbon while they are not. */
@ApiTags('payment')
@Controller('order')
export class PaymentModeController {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'paymentProvider'>) {}

  @Public()
  @Get('payment-mode')
  // Set at start: a restart with another PAYMENT_PROVIDER is seen within the minute.
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({
    summary: 'Whether online payments are test payments (the sandbox simulator)',
    description:
      '`testPayments` is true while the shop runs with PAYMENT_PROVIDER=sandbox: online payments then go to the ' +
      'built-in simulator, where anyone can mark an order paid and no money moves; the storefront and the console show ' +
      'a "Test payments" ribbon. false with PhonePe. Public, the same for everyone.',
  })
  @ApiOkResponse({ type: PaymentModeResponseDto })
  mode(): PaymentModeResponseDto {
    return { testPayments: this.config.paymentProvider === 'sandbox' };
  }
}
