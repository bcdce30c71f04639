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
      "The amount is always the stored order's total: `price` and `userInfo` are accepted and ignored. ONLINEPAY answers " +
      'the payment page in `data.instrumentResponse.redirectInfo.url`; Pay Now again on an unpaid order starts a new attempt.',
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
      "Verified with the SDK's validateCallback against our callback username and password; then the payment is settled " +
      'once, however often the same callback comes.',
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
      'Asks the gateway how the payment went (the redirect itself proves nothing), settles it, and redirects to the ' +
      "storefront's order detail: /dashboard/order/details/{orderId}?payment=success | failed | pending.",
  })
  @ApiFoundResponse({ description: "Redirect to the storefront's order detail", headers: { Location: { schema: { type: 'string' } } } })
  @ApiErrors(400, 404)
  async paymentReturn(@Param() params: PaymentReturnParamsDto): Promise<{ url: string; statusCode: number }> {
    return { url: await this.payments.returnFromGateway(params.merchantOrderId), statusCode: 302 };
  }
}
