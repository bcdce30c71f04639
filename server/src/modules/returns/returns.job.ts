import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { logFailedTick } from '../../common/job-tick.js';
import { ReturnRepository } from './return.repository.js';
import { ReturnsService } from './returns.service.js';

/**
 * Every minute, under an advisory lock (many replicas run it once): refunds received returns 48 hours after receipt
 * (the policy's delay), and removes uploads no return took within a day. Idempotent: a refunded return is no longer
 * received, and the move to refunding is a guarded UPDATE.
 */
@Injectable()
export class ReturnsJob {
  private readonly logger = new Logger('ReturnsJob');

  constructor(
    private readonly repository: ReturnRepository,
    private readonly returns: ReturnsService,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'returns-refund', waitForCompletion: true })
  tick(): Promise<void> {
    return logFailedTick(this.logger, 'returns job', () => this.repository.withTryLock('returns:refund', () => this.run(new Date())));
  }

  /** One pass as of `now` (tests pass a later `now` instead of waiting 48 hours). */
  async run(now = new Date()): Promise<{ started: number; errors: number; purged: number }> {
    const summary = { ...(await this.returns.refundDue(now)), purged: await this.returns.purgeUnattached(now) };
    if (summary.started || summary.errors || summary.purged) this.logger.log(`returns: ${JSON.stringify(summary)}`);
    return summary;
  }
}
