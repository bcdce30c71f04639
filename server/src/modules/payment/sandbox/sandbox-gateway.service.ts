import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { RuntimeConfig } from '../../../config/config.js';
import { GatewayCredentials } from '../gateway/gateway-credentials.js';
import { LocalAddress } from '../gateway/local-address.js';
import { PHONEPE_CALLBACK_URL_PATH, SANDBOX_GATEWAY_PATH, sandboxPageUrl } from '../payment.paths.js';
import { sandboxErrors } from './sandbox-gateway.errors.js';
import { SandboxGatewayRepository } from './sandbox-gateway.repository.js';
import {
  callbackAuthorization,
  callbackBody,
  type ClientCredentials,
  effectiveState,
  issueToken,
  newGatewayOrderId,
  newTransactionId,
  orderAnswer,
  newRefundId,
  parsePayRequest,
  parseRefundRequest,
  refundAnswer,
  refundOutcome,
  requireToken,
  type SandboxOrder,
  type TokenAnswer,
} from './sandbox-gateway.rules.js';
import { checkoutPage, noticePage, pagePolicy } from './sandbox-page.js';

const CALLBACK_TIMEOUT_MS = 10_000;

/** An HTML answer of the hosted page, with its status and Content-Security-Policy. */
export type SandboxPage = { status: number; html: string; policy: string };

export type PayAnswer = { orderId: string; state: 'PENDING'; expireAt: number; redirectUrl: string };

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The built-in PhonePe-compatible simulator (PAYMENT_PROVIDER=sandbox): the OAuth, pay and order status calls the SDK
 * makes, the hosted page with Pay and Fail, and the signed callback PhonePe would send. Its orders live in
 * sandbox_gateway_orders, so any replica serves any of them.
 */
@Injectable()
export class SandboxGatewayService {
  private readonly logger = new Logger('SandboxGateway');

  constructor(
    private readonly orders: SandboxGatewayRepository,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly credentials: GatewayCredentials,
    private readonly address: LocalAddress,
  ) {}

  token(form: unknown, now = new Date()): TokenAnswer {
    return issueToken(form, this.client(), now);
  }

  async pay(authorization: string | undefined, body: unknown, now = new Date()): Promise<PayAnswer> {
    requireToken(authorization, this.client(), now);
    const request = parsePayRequest(body);
    const order = {
      id: newGatewayOrderId(now),
      merchantOrderId: request.merchantOrderId,
      amountPaise: request.amountPaise,
      redirectUrl: request.redirectUrl,
      expiresAt: new Date(now.getTime() + request.expireAfterSeconds * 1000),
    };
    if (!(await this.orders.insert(order))) throw sandboxErrors.duplicateOrder();
    return { orderId: order.id, state: 'PENDING', expireAt: order.expiresAt.getTime(), redirectUrl: this.pageUrl(order.id) };
  }

  async status(authorization: string | undefined, merchantOrderId: string, now = new Date()): Promise<Record<string, unknown>> {
    requireToken(authorization, this.client(), now);
    const order = await this.orders.findByMerchantOrderId(merchantOrderId);
    if (!order) throw sandboxErrors.orderNotFound();
    return orderAnswer(order, now);
  }

  /** POST /payments/v2/refund: refunds part or all of a COMPLETED order; the outcome follows refundOutcome. */
  async refund(authorization: string | undefined, body: unknown, now = new Date()): Promise<Record<string, unknown>> {
    requireToken(authorization, this.client(), now);
    const request = parseRefundRequest(body);
    const order = await this.orders.findByMerchantOrderId(request.originalMerchantOrderId);
    if (!order) throw sandboxErrors.orderNotFound();
    if (effectiveState(order, now) !== 'COMPLETED') throw sandboxErrors.notRefundable('Only a completed order can be refunded.');
    if (request.amountPaise > order.amountPaise) throw sandboxErrors.notRefundable('The refund is more than the order was paid.');
    const outcome = refundOutcome(request.amountPaise, await this.orders.failedRefunds(order.merchantOrderId));
    const id = newRefundId(now);
    if (!(await this.orders.insertRefund({ id, ...request, state: outcome.initial }))) throw sandboxErrors.duplicateRefund();
    return { refundId: id, amount: request.amountPaise, state: outcome.initial };
  }

  /** GET /payments/v2/refund/{merchantRefundId}/status: a PENDING refund settles on its first check (refundOutcome). */
  async refundStatus(authorization: string | undefined, merchantRefundId: string, now = new Date()): Promise<Record<string, unknown>> {
    requireToken(authorization, this.client(), now);
    const refund = await this.orders.findRefund(merchantRefundId);
    if (!refund) throw sandboxErrors.refundNotFound();
    if (refund.state === 'PENDING') {
      await this.orders.settleRefund(merchantRefundId, refundOutcome(refund.amountPaise, 1).onStatus);
      return refundAnswer((await this.orders.findRefund(merchantRefundId)) ?? refund);
    }
    return refundAnswer(refund);
  }

  /** GET /sandbox-gateway/pay/{orderId}: Pay and Fail while the order waits; otherwise why not. */
  async page(gatewayOrderId: string, now = new Date()): Promise<SandboxPage> {
    const order = await this.orders.findById(gatewayOrderId);
    if (!order) return this.unknownPage();
    if (order.state === 'PENDING' && effectiveState(order, now) === 'PENDING') {
      const html = checkoutPage({
        gatewayOrderId: order.id,
        merchantOrderId: order.merchantOrderId,
        amountPaise: order.amountPaise,
        actionBase: `/${SANDBOX_GATEWAY_PATH}/pay`,
      });
      return { status: 200, html, policy: pagePolicy(originOf(order.redirectUrl)) };
    }
    return this.closedPage(order, now);
  }

  /**
   * Pay or Fail pressed: settles the order once (a second press changes nothing), sends the signed callback and answers
   * where to send the shopper. An expired or unknown order gets a page saying so.
   */
  async decide(gatewayOrderId: string, outcome: 'COMPLETED' | 'FAILED', now = new Date()): Promise<{ redirectUrl: string } | SandboxPage> {
    const changed = await this.orders.settle(gatewayOrderId, outcome, newTransactionId(now), now);
    const order = await this.orders.findById(gatewayOrderId);
    if (!order) return this.unknownPage();
    if (changed) {
      await this.deliverCallback(order, now);
      return { redirectUrl: order.redirectUrl };
    }
    // Expired before anyone pressed: nothing to pay any more. Already settled (a second press): back to the shop.
    if (order.state === 'PENDING') return this.closedPage(order, now);
    return { redirectUrl: order.redirectUrl };
  }

  /**
   * Posts the callback PhonePe would post. A lost callback loses nothing: the shop checks the status when the shopper
   * comes back, and its reconcile job asks for every payment still pending.
   */
  private async deliverCallback(order: SandboxOrder, now: Date): Promise<void> {
    const local = this.address.baseUrl();
    if (!local) {
      this.logger.warn(`callback for ${order.merchantOrderId} not sent: the server is not listening`);
      return;
    }
    const { callbackUser, callbackPassword } = this.credentials.get();
    try {
      const response = await fetch(`${local}${PHONEPE_CALLBACK_URL_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: callbackAuthorization(callbackUser, callbackPassword) },
        body: JSON.stringify(callbackBody(order, now)),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      if (!response.ok) this.logger.warn(`callback for ${order.merchantOrderId} answered ${response.status}`);
    } catch (error) {
      this.logger.warn(`callback for ${order.merchantOrderId} not delivered: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private closedPage(order: SandboxOrder, now: Date): SandboxPage {
    const policy = pagePolicy(originOf(order.redirectUrl));
    const state = effectiveState(order, now);
    if (state === 'COMPLETED') {
      return { status: 200, html: noticePage('Payment complete', 'This payment has already been made.', order.redirectUrl), policy };
    }
    if (order.state === 'FAILED') {
      return { status: 200, html: noticePage('Payment failed', 'This payment was declined. Go back to the shop to try again.', order.redirectUrl), policy };
    }
    return {
      status: 410,
      html: noticePage('Payment request expired', 'This payment request has expired, so it can no longer be paid. Go back to the shop to start a new payment.', order.redirectUrl),
      policy,
    };
  }

  private unknownPage(): SandboxPage {
    return { status: 404, html: noticePage('Payment not found', 'There is no payment request at this address.'), policy: pagePolicy([]) };
  }

  private pageUrl(gatewayOrderId: string): string {
    return sandboxPageUrl(this.config.publicUrl, gatewayOrderId);
  }

  private client(): ClientCredentials {
    const { clientId, clientSecret, clientVersion } = this.credentials.get();
    return { clientId, clientSecret, clientVersion };
  }
}
