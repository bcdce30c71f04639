import { Body, Controller, Get, Headers, HttpCode, Param, Post, Redirect } from '@nestjs/common';
import { ApiBody, ApiFoundResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CreatePaymentDto } from './dto/create-payment.dto.js';
import { CreatePaymentResponseDto } from './dto/create-payment.response.dto.js';
import { PaymentReturnParamsDto } from './dto/payment-return.params.dto.js';
import { PhonePeCallbackDto } from './dto/phonepe-callback.dto.js';
import { PaymentService } from './payment.service.js';

/** The payment step (spec 7 create-payment), PhonePe's callback and the shopper's way back from the payment page. */
@ApiTags('payment')
@Controller('order')
export class PaymentController {
  constructor(private readonly payments: PaymentService) {}

  @Post('create-payment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay an order: COD places it (paid on delivery); ONLINEPAY starts a PhonePe payment',
    description:
      "Takes the payment step for one of the caller's own orders (`orderId`). `type` COD places it at once (pending → " +
      'placed, paid in cash on delivery; COD again answers the same). `type` ONLINEPAY starts a PhonePe payment ' +
      "attempt for the stored order's total and answers the payment page in " +
      '`data.instrumentResponse.redirectInfo.url`; Pay Now again on an unpaid order starts a new attempt, and the ' +
      'order stays pending until the gateway confirms. `price` and `userInfo` are accepted and ignored: the amount is ' +
      "always the order's. Fails: 400 `VALIDATION_FAILED`; 403 `FORBIDDEN` for someone else's order; 404 " +
      '`ORDER_NOT_FOUND`; 409 `ORDER_ALREADY_PAID`, `ORDER_CANCELLED`, `ORDER_TRANSITION_REFUSED` (past the payment ' +
      'step, paid another way) or `NOTHING_TO_PAY_ONLINE` (a total under ₹1); 502 `PAYMENT_GATEWAY_UNAVAILABLE` when ' +
      'the gateway does not answer or refuses (try again).',
  })
  @ApiOkResponse({ type: CreatePaymentResponseDto })
  @ApiErrors(400, 401, 403, 404, 409, 502)
  create(@CurrentUser() caller: AuthUser, @Body() dto: CreatePaymentDto): Promise<CreatePaymentResponseDto> {
    return this.payments.createPayment(caller, dto);
  }

  @Public()
  @Post('phonepe-callback')
  @HttpCode(200)
  @ApiOperation({
    summary: "PhonePe's server-to-server callback (webhook)",
    description:
      "PhonePe's server-to-server callback (webhook), sent by the gateway, not by shoppers: the body is read as sent " +
      "and verified with the SDK's validateCallback against the shop's callback username and password (`Authorization` " +
      "carries SHA256 of 'username:password'). The attempt it names is then settled once, however often the same " +
      'callback comes: completed for the amount asked, the order becomes paid and placed (refund_pending when it was ' +
      'cancelled meanwhile); failed, the order stays unpaid for another try. A callback about an attempt this shop ' +
      'never made is answered 200 and ignored. Fails: 400 `CALLBACK_MALFORMED`; 401 `CALLBACK_REJECTED` when the ' +
      "Authorization is not the shop's; 413 `PAYLOAD_TOO_LARGE`.",
  })
  @ApiHeader({ name: 'Authorization', required: true, description: "SHA256 hex of 'username:password' (the callback credentials)" })
  @ApiBody({ type: PhonePeCallbackDto })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 413)
  callback(@Headers('authorization') authorization: string | undefined, @Body() rawBody: string): Promise<MessageResponseDto> {
    return this.payments.handleCallback(authorization, rawBody);
  }

  @Public()
  @Get('payment-return/:merchantOrderId')
  @Redirect()
  @ApiOperation({
    summary: "The shopper's way back from the payment page",
    description:
      'Where the gateway sends the shopper back after its payment page. The redirect itself proves nothing: the shop ' +
      "asks the gateway how the attempt went, settles it as the callback would, and answers 302 to the storefront's " +
      'order page, /dashboard/order/details/{orderId}?payment=success, failed or pending (pending also when the ' +
      'gateway does not answer; the callback or a job settles it later). Fails: 400 `VALIDATION_FAILED` for a ' +
      "merchantOrderId that is not 1 to 63 letters, digits, '_' or '-'; 404 `PAYMENT_NOT_FOUND`.",
  })
  @ApiFoundResponse({ description: "Redirect to the storefront's order detail", headers: { Location: { schema: { type: 'string' } } } })
  @ApiErrors(400, 404)
  async paymentReturn(@Param() params: PaymentReturnParamsDto): Promise<{ url: string; statusCode: number }> {
    return { url: await this.payments.returnFromGateway(params.merchantOrderId), statusCode: 302 };
  }
}
