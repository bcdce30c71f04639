import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardResponseDto } from './dto/dashboard.response.dto.js';

/** The console's dashboard. */
@ApiTags('dashboard')
@ApiBearerAuth()
@Roles('admin', 'seller')
@Controller('admin/dashboard')
export class DashboardAdminController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({
    summary:
      "Today's orders and revenue (Indian day), orders by status, sales per day over 30 days with today against the same time last week and the best sellers, products and gifts with 5 or fewer left (each saying whether it is a gift), newsletter subscribers; a seller's own",
  })
  @ApiOkResponse({ type: DashboardResponseDto })
  @ApiErrors(401, 403)
  get(@CurrentUser() caller: AuthUser): Promise<DashboardResponseDto> {
    return this.dashboard.dashboard(caller);
  }
}
