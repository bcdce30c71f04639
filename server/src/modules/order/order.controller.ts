import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { CustomerOrdersParamsDto } from './dto/customer-orders.params.dto.js';
import { CancelOrderResponseDto, OrderResponseDto, OrdersResponseDto, PlaceOrderResponseDto } from './dto/order.response.dto.js';
import { PlaceOrderDto } from './dto/place-order.dto.js';
import { OrderService } from './order.service.js';

/** The storefront's order calls (spec 7, spelling kept): place, list, detail, and the customer's cancel. */
@ApiTags('order')
@Controller('home')
export class OrderController {
  constructor(private readonly orders: OrderService) {}

  @Post('order/palce-order')
  @ApiOperation({
    summary:
      'Place an order from cart lines (_id) or Buy Now lines: stock taken, every amount recomputed from the database (price, shipping_fee, items and navigate are ignored), ordered cart lines removed; the order waits for its payment step',
  })
  @ApiErrors(400, 401, 403, 404, 409)
  place(@CurrentUser() caller: AuthUser, @Body() dto: PlaceOrderDto): Promise<PlaceOrderResponseDto> {
    return this.orders.place(caller, dto);
  }

  @Get('customer/gat-orders/:customerId/:status')
  @ApiOperation({ summary: "A customer's orders, newest first, all or of one delivery status; the caller's own (staff: anyone's)" })
  @ApiErrors(400, 401, 403)
  list(@CurrentUser() caller: AuthUser, @Param() params: CustomerOrdersParamsDto): Promise<OrdersResponseDto> {
    return this.orders.listFor(caller, params);
  }

  @Get('customer/gat-order/:orderId')
  @ApiOperation({ summary: 'One order: its owner, an admin, or a seller whose products it holds (their lines only)' })
  @ApiErrors(400, 401, 403, 404)
  get(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string): Promise<OrderResponseDto> {
    return this.orders.detail(caller, orderId);
  }

  @Put('customer/cancel-order/:orderId')
  @ApiOperation({ summary: 'Cancel your order before it ships: its stock and coupon use come back, a paid order is refunded' })
  @ApiErrors(400, 401, 403, 404, 409)
  cancel(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string): Promise<CancelOrderResponseDto> {
    return this.orders.cancelByCustomer(caller, orderId);
  }
}
