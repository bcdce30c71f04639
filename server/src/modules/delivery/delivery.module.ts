import { Module } from '@nestjs/common';
import { DeliveryController } from './delivery.controller.js';
import { DeliveryHolidayAdminController } from './delivery-holiday.admin.controller.js';
import { DeliverySettingsAdminController } from './delivery-settings.admin.controller.js';
import { DeliveryZoneAdminController } from './delivery-zone.admin.controller.js';
import { DeliveryRepository } from './delivery.repository.js';
import { DeliveryService } from './delivery.service.js';

/** Delivery zones, holidays and settings (issue 17); exports DeliveryService for placing orders and the COD check. */
@Module({
  controllers: [DeliveryController, DeliveryZoneAdminController, DeliveryHolidayAdminController, DeliverySettingsAdminController],
  providers: [DeliveryService, DeliveryRepository],
  exports: [DeliveryService],
})
export class DeliveryModule {}
