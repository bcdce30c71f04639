import { Module } from '@nestjs/common';
import { InvoiceModule } from '../invoice/invoice.module.js';
import { PrivateMediaStore } from './private-media.js';
import { ReturnRepository } from './return.repository.js';
import { ReturnsAdminController } from './returns.admin.controller.js';
import { ReturnsController } from './returns.controller.js';
import { ReturnsJob } from './returns.job.js';
import { ReturnsService } from './returns.service.js';

/**
 * Returns and missing-item claims (issue 18): the policy, the customer's and the console's routes, the refund job.
 * RefundService comes from PaymentModule, which is global (its forRoot is imported once, by the app).
 */
@Module({
  imports: [InvoiceModule],
  controllers: [ReturnsController, ReturnsAdminController],
  providers: [ReturnRepository, ReturnsService, PrivateMediaStore, ReturnsJob],
})
export class ReturnsModule {}
