import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { logFailedTick } from '../../common/job-tick.js';
import { withTryAdvisoryLock } from '../../database/advisory-lock.js';
import { PasswordResetsRepository } from './password-resets.repository.js';

/** Password-reset codes live 120 s; their rows are kept a day (for the resend rule and for staff), then deleted. */
export const OTP_RETENTION_MS = 24 * 60 * 60_000;

/** Every hour: deletes spent password-reset codes older than OTP_RETENTION_MS, under an advisory lock. */
@Injectable()
export class OtpPurgeJob {
  private readonly logger = new Logger('OtpPurgeJob');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwordResets: PasswordResetsRepository,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'otp-purge', waitForCompletion: true })
  tick(): Promise<void> {
    return logFailedTick(this.logger, 'OTP purge', () => withTryAdvisoryLock(this.dataSource, 'jobs:otp-purge', () => this.run(new Date())));
  }

  /** One pass as of `now`; answers how many rows it deleted. */
  async run(now: Date): Promise<number> {
    const deleted = await this.passwordResets.deleteCreatedBefore(this.dataSource.manager, new Date(now.getTime() - OTP_RETENTION_MS));
    if (deleted) this.logger.log(`purged ${deleted} spent password-reset codes`);
    return deleted;
  }
}
