import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../common/auth/decorators.js';
import { SANDBOX_GATEWAY_PATH } from '../payment.paths.js';
import { SandboxGatewayErrorFilter } from './sandbox-gateway.errors.js';
import type { TokenAnswer } from './sandbox-gateway.rules.js';
import { type PayAnswer, type SandboxPage, SandboxGatewayService } from './sandbox-gateway.service.js';

function sendPage(response: Response, page: SandboxPage): void {
  response.status(page.status).set('Content-Security-Policy', page.policy).set('Cache-Control', 'no-store').type('html').send(page.html);
}

/**
 * PhonePe's side, simulated (PAYMENT_PROVIDER=sandbox only), at /sandbox-gateway outside the /api prefix: the
 * endpoints PhonePe's SDK calls, and the hosted test page. Not part of the shop's API, so not in its OpenAPI document.
 */
@ApiExcludeController()
@Public()
@UseFilters(SandboxGatewayErrorFilter)
@Controller(SANDBOX_GATEWAY_PATH)
export class SandboxGatewayController {
  constructor(private readonly gateway: SandboxGatewayService) {}

  @Post('v1/oauth/token')
  @HttpCode(200)
  token(@Body() form: unknown): TokenAnswer {
    return this.gateway.token(form);
  }

  @Post('checkout/v2/pay')
  @HttpCode(200)
  pay(@Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<PayAnswer> {
    return this.gateway.pay(authorization, body);
  }

  @Get('checkout/v2/order/:merchantOrderId/status')
  status(@Headers('authorization') authorization: string | undefined, @Param('merchantOrderId') merchantOrderId: string): Promise<Record<string, unknown>> {
    return this.gateway.status(authorization, merchantOrderId);
  }

  @Post('payments/v2/refund')
  @HttpCode(200)
  refund(@Headers('authorization') authorization: string | undefined, @Body() body: unknown): Promise<Record<string, unknown>> {
    return this.gateway.refund(authorization, body);
  }

  @Get('payments/v2/refund/:merchantRefundId/status')
  refundStatus(@Headers('authorization') authorization: string | undefined, @Param('merchantRefundId') merchantRefundId: string): Promise<Record<string, unknown>> {
    return this.gateway.refundStatus(authorization, merchantRefundId);
  }

  @Get('pay/:orderId')
  async page(@Param('orderId') orderId: string, @Res() response: Response): Promise<void> {
    sendPage(response, await this.gateway.page(orderId));
  }

  @Post('pay/:orderId/pay')
  async pressPay(@Param('orderId') orderId: string, @Res() response: Response): Promise<void> {
    this.answer(response, await this.gateway.decide(orderId, 'COMPLETED'));
  }

  @Post('pay/:orderId/fail')
  async pressFail(@Param('orderId') orderId: string, @Res() response: Response): Promise<void> {
    this.answer(response, await this.gateway.decide(orderId, 'FAILED'));
  }

  private answer(response: Response, outcome: { redirectUrl: string } | SandboxPage): void {
    if ('redirectUrl' in outcome) response.redirect(302, outcome.redirectUrl);
    else sendPage(response, outcome);
  }
}
