import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/config.js';
import { InvoiceModule } from '../invoice/invoice.module.js';
import { OrderModule } from '../order/order.module.js';
import { Payment } from './entities/payment.entity.js';
import { SandboxGatewayOrder } from './entities/sandbox-gateway-order.entity.js';
import { GatewayCredentials } from './gateway/gateway-credentials.js';
import { LocalAddress } from './gateway/local-address.js';
import { PaymentGateway } from './gateway/payment-gateway.js';
import { PhonePeGateway } from './gateway/phonepe.gateway.js';
import { PaymentAdminController } from './payment.admin.controller.js';
import { PaymentController } from './payment.controller.js';
import { PaymentAdminService } from './payment-admin.service.js';
import { PaymentModeController } from './payment-mode.controller.js';
import { PaymentRepository } from './payment.repository.js';
import { PaymentService } from './payment.service.js';
import { PaymentReconcileJob } from './payment-reconcile.job.js';
import { PaymentSettlement } from './payment-settlement.service.js';
import { OrderRefundsAdminController, RefundAdminController } from './refund/refund.admin.controller.js';
import { RefundController } from './refund/refund.controller.js';
import { RefundJob } from './refund/refund.job.js';
import { RefundRepository } from './refund/refund.repository.js';
import { RefundService } from './refund/refund.service.js';
import { SandboxGatewayController } from './sandbox/sandbox-gateway.controller.js';
import { SandboxGatewayRepository } from './sandbox/sandbox-gateway.repository.js';
import { SandboxGatewayService } from './sandbox/sandbox-gateway.service.js';

/**
 * Online payments through PhonePe's SDK: create-payment, the callback, the shopper's return, the reconcile job (its
 * @Cron runs through the ScheduleModule app.module registers) and the console's payments, and refunds (refund/: online through the gateway, manual for cash on delivery, their job); with
 * PAYMENT_PROVIDER=sandbox also the simulator the SDK then talks to.
 */
@Module({})
export class PaymentModule {
  static forRoot(config: Pick<AppConfig, 'paymentProvider'>): DynamicModule {
    const sandbox = config.paymentProvider === 'sandbox';
    return {
      module: PaymentModule,
      // Global: RefundService serves the returns module too, and a dynamic module imported twice would be built twice.
      global: true,
      imports: [TypeOrmModule.forFeature([Payment, SandboxGatewayOrder]), OrderModule, InvoiceModule],
      controllers: [
        PaymentController,
        PaymentModeController,
        PaymentAdminController,
        RefundController,
        RefundAdminController,
        OrderRefundsAdminController,
        ...(sandbox ? [SandboxGatewayController] : [])],
      providers: [
        GatewayCredentials,
        LocalAddress,
        { provide: PaymentGateway, useClass: PhonePeGateway },
        PaymentRepository,
        PaymentSettlement,
        PaymentService,
        PaymentAdminService,
        PaymentReconcileJob,
        RefundRepository,
        RefundService,
        RefundJob,
        ...(sandbox ? [SandboxGatewayService, SandboxGatewayRepository] : []),
      ],
      exports: [PaymentGateway, RefundService],
    };
  }
}
