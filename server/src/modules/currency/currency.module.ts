import { Module } from '@nestjs/common';
import { ExchangeRateAdminController } from './exchange-rate.admin.controller.js';
import { ExchangeRateController } from './exchange-rate.controller.js';
import { ExchangeRateRepository } from './exchange-rate.repository.js';
import { ExchangeRateService } from './exchange-rate.service.js';

/** Prices in the shopper's currency (issue 17): exchange rates, their history, and the rate an order records. */
@Module({
  controllers: [ExchangeRateController, ExchangeRateAdminController],
  providers: [ExchangeRateService, ExchangeRateRepository],
  exports: [ExchangeRateService],
})
export class CurrencyModule {}
