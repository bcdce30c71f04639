import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { logFailedTick } from '../../../common/job-tick.js';
import { PaymentGatewayError } from '../gateway/payment-gateway.js';
import { RefundRepository } from './refund.repository.js';
import { REFUND_BATCH, REFUND_CHECK_AFTER_MS } from './refund.rules.js';
import { RefundService } from './refund.service.js';

/** One run: refunds started for cancelled orders none had been started for, and pending ones asked about. */
export type RefundRunSummary = { started: number; checked: number; completed: number; failed: number; stillPending: number; errors: number };

/**
 * Every minute, under an advisory lock (many replicas run it once): starts the refund of any cancelled order paid
 * online that has none yet, and asks the gateway about online refunds pending for a minute, settling them as its
 * answer says. Idempotent: a refund already settled is not pending any more, and settling is a guarded UPDATE.
 */
@Injectable()
export class RefundJob {
  private readonly logger = new Logger('RefundJob');

  constructor(
    private readonly refunds: RefundRepository,
    private readonly service: RefundService,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'refunds-check', waitForCompletion: true })
  tick(): Promise<void> {
    return logFailedTick(this.logger, 'refund check', () => this.refunds.withTryLock('refunds:check', () => this.run(new Date())));
  }

  /** One pass as of `now` (tests pass a later `now` instead of waiting a minute). */
  async run(now = new Date()): Promise<RefundRunSummary> {
    const summary: RefundRunSummary = { started: 0, checked: 0, completed: 0, failed: 0, stillPending: 0, errors: 0 };
    for (const orderId of await this.refunds.owedWithoutRefund(REFUND_BATCH)) {
      try {
        if (await this.service.startForCancelledOrder(orderId)) summary.started += 1;
      } catch (error) {
        summary.errors += 1;
        this.logger.error(`refund of order ${orderId}: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    const due = await this.refunds.pendingOnline(new Date(now.getTime() - REFUND_CHECK_AFTER_MS), REFUND_BATCH);
    for (const refund of due) {
      summary.checked += 1;
      try {
        const settled = await this.service.check(refund);
        if (settled?.state === 'completed') summary.completed += 1;
        else if (settled?.state === 'failed') summary.failed += 1;
        else summary.stillPending += 1;
      } catch (error) {
        summary.errors += 1;
        if (!(error instanceof PaymentGatewayError)) this.logger.error(`refund ${refund.merchant_refund_id}: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    if (summary.started || summary.checked) this.logger.log(`refunds: ${JSON.stringify(summary)}`);
    return summary;
  }
}
