import { Body, Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { OrderAdminDto, OrderSummaryDto } from './dto/order-admin.response.dto.js';
import { UpdateOrderStatusDto } from './dto/update-order-status.dto.js';
import { ORDER_SORT, OrdersAdminService } from './orders-admin.service.js';

/**
 * Console resource `orders`, in ra-data-simple-rest conventions. Admins see and change everything; a seller lists
 * and reads only the orders that hold their products, sees only their own lines, and changes no status.
 */
@ApiTags('order')
@Roles('admin', 'seller')
@Controller('admin/orders')
export class OrderAdminController {
  constructor(private readonly orders: OrdersAdminService) {}

  @ConsoleList(OrderAdminDto, {
    summary:
      'List orders (filter delivery_status, payment_status, payment_method, q (e-mail, name or id prefix), createdFrom, createdTo (dates, Indian days), id[]; sort createdAt, total, items); answers Content-Range',
    description:
      'Orders as the console lists them, each with its customer, lines, amounts, statuses and the statuses it may move ' +
      'to next. A seller lists only the orders holding their products, with their lines only. Filters: ' +
      "`delivery_status`, `payment_status`, `payment_method`, `q` (contained in the e-mail, the customer's or the " +
      "recipient's name, or the start of the order id), `createdFrom` and `createdTo` (dates, Indian days, both " +
      'included), `id` (an array of ids). Sorts: createdAt, total, items (default createdAt DESC). ',
  })
  list(
    @Query() query: ListQueryDto,
    @CurrentUser() caller: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OrderAdminDto[]> {
    return answerListPage(response, 'orders', query, ORDER_SORT, (parsed) => this.orders.list(caller, parsed));
  }

  @Get('summary')
  @ApiOperation({
    summary: "The dashboard's figures: today's orders and revenue (Indian day), and orders by delivery status",
    description:
      "Today's orders and revenue in rupees (orders placed today, Indian time, that are past the payment step and not " +
      "cancelled) and how many orders are in each delivery status. A seller's figures count only the orders holding " +
      "their products, and their lines' revenue.",
  })
  @ApiOkResponse({ type: OrderSummaryDto })
  @ApiErrors(401, 403)
  summary(@CurrentUser() caller: AuthUser): Promise<OrderSummaryDto> {
    return this.orders.summary(caller);
  }

  @ConsoleRoute('get', OrderAdminDto, [404], {
    summary: 'One order, with the statuses it may move to next',
    description:
      'One order as the console shows it, with the statuses it may move to next. A seller reads only orders holding ' +
      'their products, with their lines only. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 ' +
      "`ORDER_NOT_FOUND` (also an order without the seller's products).",
  })
  get(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<OrderAdminDto> {
    return this.orders.get(caller, id);
  }

  @Roles('admin')
  @ConsoleRoute('replace', OrderAdminDto, [404, 409], {
    summary:
      "Change the delivery and/or payment status (admins): only steps the transition tables allow; cancelling returns the stock and coupon use, delivering a cash-on-delivery order marks it paid; mails the customer",
    description:
      "Moves an order's `delivery_status` and/or `payment_status` one step along the transition tables (pending → " +
      'placed or cancelled; placed → warehouse, shipped or cancelled; warehouse → shipped or cancelled; shipped → ' +
      'delivered; unpaid → paid → refund_pending, the last by hand only of cash on delivery: an order paid online owes its ' +
      'refund when it is cancelled or its pieces are returned, 409 `ORDER_REFUND_OWED_BY_CANCEL_OR_RETURN`); a status ' +
      'equal to the current one changes nothing. The payment ' +
      'is never marked `refunded` here (409 `ORDER_REFUNDED_ONLY_BY_REFUNDS`): it becomes refunded when refunds that ' +
      'moved the money complete the payment. An order paid online is refunded through the gateway (a cancelled ' +
      "order's refund starts by itself; a failed one is retried with POST /api/admin/refunds/{id}/retry; returns " +
      'refund their pieces); a cash-on-delivery order by recording the transfer with its UTR (POST ' +
      '/api/admin/orders/{id}/refunds). Cancelling gives the stock and the coupon use back and makes a paid order ' +
      'refund_pending; delivering a ' +
      'cash-on-delivery order marks it paid. GST documents follow in the same transaction: shipping a cash-on-delivery ' +
      'order issues its tax invoice (attached to the shipped mail); cancelling an invoiced order issues one credit ' +
      'note reversing the invoice (as does its refund completing, once). Marking it shipped here records no parcel (a ' +
      'hand delivery, e.g. collected at the shop): the timeline shows shipped without a courier, and tracking may still ' +
      'be added with POST /api/admin/orders/{id}/shipments, the way to ship by courier (the order is shipped once every ' +
      'line is in a parcel). Delivered here also marks its parcels delivered. The customer is mailed the change. Fails: 400 `VALIDATION_FAILED` ' +
      '(neither status sent, an unknown status, an id that is not a UUID); 404 `ORDER_NOT_FOUND`; 409 ' +
      '`ORDER_TRANSITION_REFUSED` for a step the tables do not allow, `ORDER_REFUNDED_ONLY_BY_REFUNDS` for ' +
      '`payment_status: refunded` (its sentence says where the refund is made), `ORDER_REFUND_OWED_BY_CANCEL_OR_RETURN` for ' +
      '`payment_status: refund_pending` of an order paid online.',
  })
  update(@UuidParam('id') id: string, @Body() dto: UpdateOrderStatusDto): Promise<OrderAdminDto> {
    return this.orders.update(id, dto);
  }
}
