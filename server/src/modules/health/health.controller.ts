import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { HealthResponseDto } from './health.dto.js';
import { HEALTH_CACHE_CONTROL, HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly checks: HealthService) {}

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
    // Load balancers' GET and HEAD of /api/health are answered before Express, the same way (health-probe.ts).
    const { body, retryAfterSeconds } = await this.checks.check();
    response.setHeader('Cache-Control', HEALTH_CACHE_CONTROL);
    if (retryAfterSeconds !== undefined) response.status(503).setHeader('Retry-After', String(retryAfterSeconds));
    return body;
  }
}
