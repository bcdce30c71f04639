import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, type Repository } from 'typeorm';
import { Session } from './entities/session.entity.js';

/** The SQL of the sessions table that is the module's own (opening, checking and ending one is common/auth/token.service.ts's). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** Deletes the sessions expired by `now`; answers how many. */
  async deleteExpired(now: Date): Promise<number> {
    return (await this.sessions.delete({ expiresAt: LessThanOrEqual(now) })).affected ?? 0;
  }
}
