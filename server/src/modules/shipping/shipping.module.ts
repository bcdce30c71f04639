import { Module } from '@nestjs/common';
import { OrderModule } from '../order/order.module.js';
import { CourierAdminController } from './courier.admin.controller.js';
import { ShipmentAdminController } from './shipment.admin.controller.js';
import { ShippingController } from './shipping.controller.js';
import { ShippingRepository } from './shipping.repository.js';
import { ShippingService } from './shipping.service.js';

/** Couriers, shipments of orders with their tracking, and the courier webhook (issue 17). */
@Module({
  imports: [OrderModule],
  controllers: [CourierAdminController, ShipmentAdminController, ShippingController],
  providers: [ShippingRepository, ShippingService],
})
export class ShippingModule {}
