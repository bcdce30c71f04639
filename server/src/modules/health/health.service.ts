import { Injectable } from '@nestjs/common';
import { SEEDING_RETRY_AFTER_SECONDS } from '../seed/seeding-page.js';
import { SeedService } from '../seed/seed.service.js';
import type { HealthResponseDto } from './health.dto.js';
import { HealthRepository } from './health.repository.js';
import { ShutdownState } from './shutdown-state.js';

/** What a client that got a 503 'stopping' or 'error' may wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A health answer is about this moment: no proxy or client keeps it. */
export const HEALTH_CACHE_CONTROL = 'no-store';

/** The health answer: ready (200), or unavailable (503) with how long to wait before asking again. */
export type HealthCheck = { body: HealthResponseDto; retryAfterSeconds?: number };

@Injectable()
export class HealthService {
  constructor(
    private readonly database: HealthRepository,
    private readonly seed: SeedService,
    private readonly shutdown: ShutdownState,
  ) {}

  async check(): Promise<HealthCheck> {
    const db: HealthResponseDto['db'] = (await this.database.answers()) ? 'up' : 'down';
    if (this.shutdown.stopping) return { body: { status: 'stopping', db }, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
    if (db === 'down') return { body: { status: 'error', db }, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
    const progress = this.seed.seeding();
    if (progress) return { body: { status: 'seeding', db: 'up', progress }, retryAfterSeconds: SEEDING_RETRY_AFTER_SECONDS };
    return { body: { status: 'ok', db: 'up' } };
  }
}
