import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { OrderModule } from '../order/order.module.js';
import { OrderExpiryJob } from './order-expiry.job.js';
import { OtpPurgeJob } from './otp-purge.job.js';

/**
 * Scheduled work (@nestjs/schedule, registered here once for the whole app: other modules' @Cron methods run too).
 * Each job takes a PostgreSQL advisory lock, so that many replicas run it once per tick.
 */
@Module({
  imports: [ScheduleModule.forRoot(), OrderModule],
  providers: [OrderExpiryJob, OtpPurgeJob],
})
export class JobsModule {}
