import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser } from '../../../common/auth/decorators.js';
import { ApiErrors } from '../../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../../common/http/uuid-param.js';
import { RefundDto, toRefundDto } from '../dto/refund.response.dto.js';
import { RefundService } from './refund.service.js';

/** The customer's view of the money going back for their order. */
@ApiTags('payment')
@Controller('order')
export class RefundController {
  constructor(private readonly refunds: RefundService) {}

  @Get(':orderId/refunds')
  @ApiOperation({
    summary: "Your order's refunds",
    description: 'Each refund of your own order, oldest first: amount in rupees, state (pending, completed, failed), the reference your bank shows once done.',
  })
  @ApiOkResponse({ type: [RefundDto] })
  @ApiErrors(400, 401, 403, 404)
  async list(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string): Promise<RefundDto[]> {
    return (await this.refunds.refundsOfOwn(caller, orderId)).map(toRefundDto);
  }
}
