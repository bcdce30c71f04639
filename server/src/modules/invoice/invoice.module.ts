import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { InvoiceAdminController } from './invoice.admin.controller.js';
import { InvoiceController } from './invoice.controller.js';
import { InvoiceRepository } from './invoice.repository.js';
import { InvoiceService } from './invoice.service.js';
import { SHOP_IDENTITY, shopIdentity } from './shop-identity.js';

/**
 * GST tax invoices and credit notes: exports InvoiceService for the order module, which issues them in its own
 * transactions. The shop's identity is checked as the module starts: a bad SHOP_GSTIN or prefix stops the start.
 */
@Module({
  controllers: [InvoiceController, InvoiceAdminController],
  providers: [
    InvoiceRepository,
    InvoiceService,
    { provide: SHOP_IDENTITY, useFactory: (config: RuntimeConfig) => shopIdentity(config.shop), inject: [APP_CONFIG] },
  ],
  exports: [InvoiceService],
})
export class InvoiceModule {}
