import { Module } from '@nestjs/common';
import { InvoiceModule } from '../invoice/invoice.module.js';
import { SeedService } from './seed.service.js';

/** The demo shop: loaded at start into an empty catalogue (SEED_DEMO), or by `npm run seed`. */
@Module({
  // The demo orders' invoices and credit notes are issued as the live shop issues them.
  imports: [InvoiceModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
