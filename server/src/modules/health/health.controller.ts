import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/decorators.js';
import { HealthResponseDto } from './health.dto.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Liveness and database check for load balancers',
    description:
      "For load balancers and uptime checks: 200 `{ status: 'ok', db: 'up' }` when the database answers a query, 503 " +
      "`{ status: 'error', db: 'down' }` when it does not.",
  })
  @ApiServiceUnavailableResponse({ type: HealthResponseDto, description: 'The database does not answer.' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', db: 'up' };
    } catch {
      response.status(503);
      return { status: 'error', db: 'down' };
    }
  }
}
