import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { logFailedTick } from '../../common/job-tick.js';
import { withTryAdvisoryLock } from '../../database/advisory-lock.js';
import { OrderService } from './order.service.js';

/**
 * Every minute: cancels unpaid orders older than the payment window (ORDER_PAYMENT_WINDOW_MS), returning their stock
 * and coupon uses, but not those whose online payment may still complete (OrderService.expireUnpaid). Under an
 * advisory lock, so many replicas run it once.
 */
@Injectable()
export class OrderExpiryJob {
  private readonly logger = new Logger('OrderExpiryJob');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderService,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'order-expiry', waitForCompletion: true })
  tick(): Promise<void> {
    return logFailedTick(this.logger, 'order expiry', () => withTryAdvisoryLock(this.dataSource, 'jobs:order-expiry', () => this.run(new Date())));
  }

  /** One pass as of `now` (tests pass a later `now` instead of waiting); answers the ids of the orders it cancelled. */
  run(now: Date): Promise<string[]> {
    return this.orders.expireUnpaid(now);
  }
}
