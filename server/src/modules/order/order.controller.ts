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
    description:
      'Places an order for the caller from `products`, grouped by shop as the cart answers them: a line with `_id` ' +
      'orders that cart line as it stands (its quantity, size and colour) and removes it from the cart; a line without ' +
      'is a Buy Now of `productId` (1 to 99, in one of its sizes and colours). In one transaction the stock is taken ' +
      'under row locks, every amount is computed from the database (`price`, `shipping_fee`, `items` and `navigate` ' +
      'are accepted and ignored) and `couponCode`, when given, is checked and used: a house coupon discounts the whole ' +
      "order, a seller's only that seller's lines (its percent and minimum on their subtotal). The order then waits, pending, for " +
      'create-payment; one still pending and unpaid 30 minutes later is cancelled and its stock returned. Answers ' +
      "`orderId`, `price` (the total in rupees) and `items`. The spec's `palce-order` (spelt so). Fails: 400 " +
      '`VALIDATION_FAILED` naming the field (no or over 100 lines, a cart line listed twice or with another product, a ' +
      "size or colour not offered, a `shippingInfo` that breaks its country's rules: a PIN India Post does not have or " +
      "in another state, a postal code not of the country's format, a state not on its list, a phone not valid there), " +
      "or a coupon's `INVALID_COUPON`, `COUPON_MIN_PRICE`, `COUPON_OTHER_SHOP` (a " +
      "seller's coupon with none of their pieces) or `COUPON_LIMIT_REACHED`; 403 " +
      "`FORBIDDEN` when `userId` is sent and is not the caller's; 404 `CART_LINE_NOT_FOUND` or `PRODUCT_NOT_FOUND`; " +
      "409 `STOCK_SHORT` ('… is out of stock.' or 'Only n left of …').",
  })
  @ApiErrors(400, 401, 403, 404, 409)
  place(@CurrentUser() caller: AuthUser, @Body() dto: PlaceOrderDto): Promise<PlaceOrderResponseDto> {
    return this.orders.place(caller, dto);
  }

  @Get('customer/gat-orders/:customerId/:status')
  @ApiOperation({
    summary: "A customer's orders, newest first, all or of one delivery status; the caller's own (staff: anyone's)",
    description:
      "A customer's orders, newest first, every one (`status` all) or those of one delivery status (pending, placed, " +
      'warehouse, shipped, delivered, cancelled), with their lines, amounts and payment state. A customer asks for ' +
      "their own; staff may ask for any customer's, a seller then getting only the orders holding their products, with " +
      "their lines only. The spec's `gat-orders` (spelt so). Fails: 400 `VALIDATION_FAILED` for a customerId that is " +
      "not a UUID or an unknown status; 403 `FORBIDDEN` when a customer asks for someone else's.",
  })
  @ApiErrors(400, 401, 403)
  list(@CurrentUser() caller: AuthUser, @Param() params: CustomerOrdersParamsDto): Promise<OrdersResponseDto> {
    return this.orders.listFor(caller, params);
  }

  @Get('customer/gat-order/:orderId')
  @ApiOperation({
    summary: 'One order: its owner, an admin, or a seller whose products it holds (their lines only)',
    description:
      'One order with its lines (as they were sold: name, picture, price, size, colour), address, amounts and ' +
      'statuses. Its owner and admins read it; a seller reads an order holding their products, seeing their lines ' +
      "only. The spec's `gat-order` (spelt so). Fails: 400 `VALIDATION_FAILED` when orderId is not a UUID; 403 " +
      "`FORBIDDEN` for someone else's order; 404 `ORDER_NOT_FOUND`.",
  })
  @ApiErrors(400, 401, 403, 404)
  get(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string): Promise<OrderResponseDto> {
    return this.orders.detail(caller, orderId);
  }

  @Put('customer/cancel-order/:orderId')
  @ApiOperation({
    summary: 'Cancel your order before it ships: its stock and coupon use come back, a paid order is refunded',
    description:
      "Cancels the caller's own order while it is pending, placed or at the warehouse: its stock and coupon use come " +
      "back, a paid order's payment becomes refund_pending and, paid online, is refunded through the gateway once the cancel " +
      'has committed (GET /api/order/{orderId}/refunds; refunded when it completes), an invoiced order gets a credit note ' +
      'reversing its invoice (in `creditNotes`), and the customer is mailed. Answers the ' +
      "order. Fails: 400 `VALIDATION_FAILED` when orderId is not a UUID; 403 `FORBIDDEN` for someone else's order; 404 " +
      '`ORDER_NOT_FOUND`; 409 `ORDER_NOT_CANCELLABLE` once shipped, `ORDER_CANCELLED` when already cancelled.',
  })
  @ApiErrors(400, 401, 403, 404, 409)
  cancel(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string): Promise<CancelOrderResponseDto> {
    return this.orders.cancelByCustomer(caller, orderId);
  }
}
