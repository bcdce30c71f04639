import { Module } from '@nestjs/common';
import { CouponModule } from '../coupon/coupon.module.js';
import { OrderAdminController } from './order.admin.controller.js';
import { OrderController } from './order.controller.js';
import { OrderNotifier } from './order.notifier.js';
import { OrderRepository } from './order.repository.js';
import { OrderService } from './order.service.js';
import { OrdersAdminService } from './orders-admin.service.js';

/**
 * Orders; exports OrderService for the payment module (findForPayment, confirmCod, choosePaymentMethod, markPaid) and the jobs,
 * and OrdersAdminService for the console dashboard's figures.
 */
@Module({
  imports: [CouponModule],
  controllers: [OrderController, OrderAdminController],
  providers: [OrderRepository, OrderService, OrdersAdminService, OrderNotifier],
  exports: [OrderService, OrdersAdminService],
})
export class OrderModule {}
