import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/decorators.js';
import { SEEDING_RETRY_AFTER_SECONDS } from '../seed/seeding-page.js';
import { SeedService } from '../seed/seed.service.js';
import { HealthResponseDto } from './health.dto.js';
import { ShutdownState } from './shutdown-state.js';

/** What a client that got a 503 'stopping' or 'error' may wait before asking again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly seed: SeedService,
    private readonly shutdown: ShutdownState,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Liveness and database check for load balancers: 200 once the shop is ready, 503 while the demo shop loads, the process stops or the database is down',
    description:
      "For load balancers and uptime checks: 200 `{ status: 'ok', db: 'up' }` when the database answers a query and the " +
      "shop is ready; 503 with `Retry-After` and `{ status: 'seeding', db: 'up', progress: { step, done, total } }` while " +
      "the first start loads the demo shop (the API and the console already answer); 503 `{ status: 'stopping' }` while " +
      'the process finishes the requests under way before it exits (SIGTERM: it accepts no new connections by then, ' +
      "this is for load balancers asking on an open one); 503 with `Retry-After` and `{ status: 'error', db: 'down' }` " +
      'when the database does not answer (the rest of the API then answers 503 too, and recovers by itself when it is back).',
  })
  @ApiOkResponse({ type: HealthResponseDto, description: "The database answers and the shop is ready: { status: 'ok', db: 'up' }." })
  @ApiServiceUnavailableResponse({
    type: HealthResponseDto,
    description:
      "The first start is loading the demo shop ({ status: 'seeding', db: 'up', progress }), the process is stopping ({ status: 'stopping', db }), or the database does not answer ({ status: 'error', db: 'down' }).",
  })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    let db: HealthResponseDto['db'] = 'up';
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      db = 'down';
    }
    if (this.shutdown.stopping) {
      response.status(503).setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return { status: 'stopping', db };
    }
    if (db === 'down') {
      response.status(503).setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return { status: 'error', db };
    }
    const progress = this.seed.seeding();
    if (progress) {
      response.status(503).setHeader('Retry-After', String(SEEDING_RETRY_AFTER_SECONDS));
      return { status: 'seeding', db: 'up', progress };
    }
    return { status: 'ok', db: 'up' };
  }
}
