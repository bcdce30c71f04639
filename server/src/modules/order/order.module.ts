import { Module } from '@nestjs/common';
import { CouponModule } from '../coupon/coupon.module.js';
import { CurrencyModule } from '../currency/currency.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { InvoiceModule } from '../invoice/invoice.module.js';
import { OrderAdminController } from './order.admin.controller.js';
import { OrderController } from './order.controller.js';
import { OrderEvents } from './order-events.js';
import { OrderExpiryJob } from './order-expiry.job.js';
import { OrderNotifier } from './order.notifier.js';
import { OrderRepository } from './order.repository.js';
import { OrderService } from './order.service.js';
import { OrdersAdminService } from './orders-admin.service.js';

/**
 * Orders and their expiry job; exports OrderService for the payment module (findForPayment, confirmCod, choosePaymentMethod,
 * markPaid), OrdersAdminService for the console dashboard's figures and the shipping module's status steps, and the
 * repository and notifier the shipping module reads orders and mails through, and the events the refund core hears
 * cancellations through.
 */
@Module({
  imports: [CouponModule, CurrencyModule, InvoiceModule, DeliveryModule],
  controllers: [OrderController, OrderAdminController],
  providers: [OrderRepository, OrderService, OrdersAdminService, OrderNotifier, OrderEvents, OrderExpiryJob],
  exports: [OrderService, OrdersAdminService, OrderRepository, OrderNotifier, OrderEvents],
})
export class OrderModule {}
