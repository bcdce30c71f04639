import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { OrderAdminDto } from '../order/dto/order-admin.response.dto.js';
import { ShipOrderDto } from './dto/ship-order.dto.js';
import { ShippingService } from './shipping.service.js';

/** The console's shipping actions on an order: ship lines with a courier, mark a parcel delivered. */
@ApiTags('shipping')
@Roles('admin', 'seller')
@Controller('admin')
export class ShipmentAdminController {
  constructor(private readonly shipping: ShippingService) {}

  @Post('orders/:id/shipments')
  @HttpCode(201)
  @ApiOperation({
    summary: "Ship lines of an order: courier, AWB, optional weight and packages; the order is shipped once every line is; mails the customer the tracking link",
    description:
      'Hands lines of a placed (or at the warehouse) order to a courier: `courierId` (an active courier), `awb` (in ' +
      "the courier's format; spaces dropped, letters upper-cased), optional `weightGrams` and `packages`, and `lineIds` " +
      '(absent: every unshipped line the caller may ship). A seller ships only their own products\' lines; an admin any. ' +
      'When every line of the order is in a shipment the order moves to shipped (a cash-on-delivery order is then ' +
      'invoiced and its invoice goes with the mail); until then it stays where it is and the shipment shows on its ' +
      'timeline as a partial one. An order marked shipped by hand may still be given its tracking. The customer is mailed ' +
      'the parcel with its courier, AWB and tracking link. Answers the order as the console shows it. Fails: 400 ' +
      '`VALIDATION_FAILED` (an AWB not in the courier\'s format, an inactive or unknown courier, a line not of this ' +
      "order); 403 `FORBIDDEN` for another seller's line; 404 `ORDER_NOT_FOUND` (for a seller, also an order without " +
      'their products); 409 `ORDER_NOT_SHIPPABLE` (pending, cancelled or delivered), `LINE_ALREADY_SHIPPED`, ' +
      '`NOTHING_TO_SHIP`, `AWB_TAKEN` (the courier already has this AWB).',
  })
  @ApiCreatedResponse({ type: OrderAdminDto })
  @ApiErrors(400, 401, 403, 404, 409)
  ship(@UuidParam('id') id: string, @Body() dto: ShipOrderDto, @CurrentUser() caller: AuthUser): Promise<OrderAdminDto> {
    return this.shipping.ship(caller, id, dto);
  }

  @Put('shipments/:id/delivered')
  @ApiOperation({
    summary: 'Mark a shipment delivered; the order is delivered once all its parcels are',
    description:
      'Marks a parcel delivered (once: a repeat changes nothing). When every line of its order has shipped and every ' +
      'parcel arrived, the order moves to delivered (a cash-on-delivery order is marked paid) and the customer is ' +
      "mailed. A seller marks only parcels carrying their lines. Answers the order as the console shows it. Fails: 400 " +
      "`VALIDATION_FAILED` when id is not a UUID; 404 `SHIPMENT_NOT_FOUND` (for a seller, also another's parcel).",
  })
  @ApiOkResponse({ type: OrderAdminDto })
  @ApiErrors(400, 401, 403, 404)
  delivered(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<OrderAdminDto> {
    return this.shipping.markDelivered(caller, id);
  }
}
