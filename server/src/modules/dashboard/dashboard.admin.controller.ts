import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardResponseDto } from './dto/dashboard.response.dto.js';

/** The console's dashboard. */
@ApiTags('dashboard')
@Roles('admin', 'seller')
@Controller('admin/dashboard')
export class DashboardAdminController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({
    summary:
      "Today's orders and revenue (Indian day), orders by status, sales per day over 30 days with today against the same time last week and the best sellers, products and gifts with 5 or fewer left (each saying whether it is a gift), newsletter subscribers; a seller's own",
    description:
      "The console's first screen: today's orders and revenue (Indian day; orders past the payment step and not " +
      'cancelled), how many orders are in each delivery status, `sales` (orders and revenue for each of the last 30 ' +
      'Indian days, 0 on days without; today so far against the same weekday last week up to the same time of day; the ' +
      'best sellers of those 30 days), the 10 products or gifts with the fewest pieces left among those with 5 or fewer ' +
      "(each saying whether it is a gift), and how many addresses receive the newsletter. A seller's figures and " +
      "products are their own (the orders holding their pieces, the value of their own lines); the subscriber count is " +
      "the shop's.",
  })
  @ApiOkResponse({ type: DashboardResponseDto })
  @ApiErrors(401, 403)
  get(@CurrentUser() caller: AuthUser): Promise<DashboardResponseDto> {
    return this.dashboard.dashboard(caller);
  }
}
