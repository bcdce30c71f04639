import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { OrderModule } from '../order/order.module.js';
import { DashboardAdminController } from './dashboard.admin.controller.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';

/** The console's dashboard, built on the order module's summary and sales and the newsletter's count. */
@Module({
  imports: [OrderModule, ContentModule],
  controllers: [DashboardAdminController],
  providers: [DashboardRepository, DashboardService],
})
export class DashboardModule {}
