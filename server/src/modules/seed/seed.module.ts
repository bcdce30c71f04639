import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { InvoiceModule } from '../invoice/invoice.module.js';
import { SeedService } from './seed.service.js';

/** The demo shop: loaded at start into an empty catalogue (SEED_DEMO), or by `npm run seed`. */
@Module({
  // The demo orders' invoices and credit notes are issued as the live shop issues them; their zones, fees and dates
  // are quoted as placing an order quotes them.
  imports: [InvoiceModule, DeliveryModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
