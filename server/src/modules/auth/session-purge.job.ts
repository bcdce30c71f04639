import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { logFailedTick } from '../../common/job-tick.js';
import { withTryAdvisoryLock } from '../../database/advisory-lock.js';
import { SessionsRepository } from './sessions.repository.js';

/** Every hour: deletes sessions whose tokens have expired (they open nothing already), under an advisory lock. */
@Injectable()
export class SessionPurgeJob {
  private readonly logger = new Logger('SessionPurgeJob');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsRepository,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'session-purge', waitForCompletion: true })
  tick(): Promise<void> {
    return logFailedTick(this.logger, 'session purge', () => withTryAdvisoryLock(this.dataSource, 'jobs:session-purge', () => this.run(new Date())));
  }

  /** One pass as of `now`; answers how many sessions it deleted. */
  async run(now: Date): Promise<number> {
    const deleted = await this.sessions.deleteExpired(now);
    if (deleted) this.logger.log(`purged ${deleted} expired sessions`);
    return deleted;
  }
}
