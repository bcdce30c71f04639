import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { logFailedTick } from '../../common/job-tick.js';
import { PaymentGateway, PaymentGatewayError } from './gateway/payment-gateway.js';
import { PaymentRepository } from './payment.repository.js';
import { RECONCILE_AFTER_MS, RECONCILE_BATCH } from './payment.rules.js';
import { PaymentSettlement } from './payment-settlement.service.js';

/** One run: how many PENDING attempts were asked about, and what became of them (errors: left for the next run). */
export type ReconcileSummary = { checked: number; completed: number; failed: number; stillPending: number; errors: number };

/**
 * Every minute: asks the gateway about attempts still PENDING a minute after they began (their callback never came,
 * the shopper never came back) and settles them as the callback would; attempts the gateway does not know, or that
 * expired unpaid, fail. Under an advisory lock, so many replicas run it once.
 */
@Injectable()
export class PaymentReconcileJob {
  private readonly logger = new Logger('PaymentReconcileJob');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlement,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'payments-reconcile', waitForCompletion: true })
  tick(): Promise<void> {
    return logFailedTick(this.logger, 'payment reconcile', () => this.payments.withTryLock('payments:reconcile', () => this.run(new Date())));
  }

  /** One pass as of `now` (tests pass a later `now` instead of waiting a minute). */
  async run(now = new Date()): Promise<ReconcileSummary> {
    const due = await this.payments.pendingSince(new Date(now.getTime() - RECONCILE_AFTER_MS), RECONCILE_BATCH);
    const summary: ReconcileSummary = { checked: due.length, completed: 0, failed: 0, stillPending: 0, errors: 0 };
    for (const payment of due) {
      try {
        const status = await this.gateway.status(payment.merchantOrderId);
        const settled = !status
          ? await this.settlement.fail(payment.merchantOrderId, 'UNKNOWN_TO_GATEWAY')
          : status.state === 'PENDING' && status.expireAt > 0 && status.expireAt <= now.getTime()
            ? await this.settlement.fail(payment.merchantOrderId, 'EXPIRED', { expireAt: status.expireAt })
            : await this.settlement.apply(status);
        const state = settled?.state ?? 'PENDING';
        if (state === 'COMPLETED') summary.completed += 1;
        else if (state === 'FAILED') summary.failed += 1;
        else summary.stillPending += 1;
      } catch (error) {
        summary.errors += 1;
        if (!(error instanceof PaymentGatewayError)) this.logger.error(`payment ${payment.merchantOrderId}: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
    if (summary.checked) this.logger.log(`reconciled ${summary.checked} pending payments: ${JSON.stringify(summary)}`);
    return summary;
  }
}
