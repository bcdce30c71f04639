import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { MessageResponseDto } from '../../common/dto/common.dto.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { OrderService } from '../order/order.service.js';
import type { CreatePaymentDto } from './dto/create-payment.dto.js';
import { type CreatePaymentResponseDto, toCodConfirmedResponse, toPaymentInitiatedResponse } from './dto/create-payment.response.dto.js';
import { CallbackMalformedError, CallbackRejectedError, type GatewayCallback, PaymentGateway, PaymentGatewayError } from './gateway/payment-gateway.js';
import { paymentErrors } from './payment.errors.js';
import { paymentReturnUrl } from './payment.paths.js';
import { PaymentRepository } from './payment.repository.js';
import { merchantOrderIdFor, MIN_ONLINE_PAISE, orderDetailPath, returnOutcome } from './payment.rules.js';
import { PaymentSettlement } from './payment-settlement.service.js';

/**
 * The payment step (spec 4, 7 create-payment): cash on delivery confirms the order; online payment starts an attempt
 * at the gateway for the stored order's total (never the client's price). Then the gateway's callback and the
 * shopper's return settle the attempt (PaymentSettlement).
 */
@Injectable()
export class PaymentService {
  private readonly logger = new Logger('Payment');

  constructor(
    private readonly payments: PaymentRepository,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly orders: OrderService,
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlement,
  ) {}

  createPayment(caller: AuthUser, dto: CreatePaymentDto): Promise<CreatePaymentResponseDto> {
    return dto.type === 'COD' ? this.confirmCod(caller, dto.orderId) : this.startOnline(caller, dto.orderId);
  }

  /** POST /api/order/phonepe-callback: verified with the SDK, then settled; answers 200 to every authentic callback. */
  async handleCallback(authorization: string | undefined, rawBody: unknown): Promise<MessageResponseDto> {
    let callback: GatewayCallback;
    try {
      callback = this.gateway.verifyCallback(authorization, typeof rawBody === 'string' ? rawBody : '');
    } catch (error) {
      if (error instanceof CallbackRejectedError) {
        this.logger.warn('callback refused: its Authorization is not ours');
        throw paymentErrors.callbackRejected();
      }
      if (error instanceof CallbackMalformedError) throw paymentErrors.callbackMalformed(error.message);
      throw error;
    }
    const settled = await this.settlement.apply(callback);
    if (!settled) {
      // Authentic, but about an attempt this shop never made: nothing to do, and nothing for PhonePe to retry.
      this.logger.warn(`callback ${callback.event} for unknown payment ${callback.merchantOrderId}`);
      return { message: 'Callback received; no such payment here.' };
    }
    return { message: 'Callback received' };
  }

  /**
   * GET /api/order/payment-return/{merchantOrderId}: the shopper is back from the gateway. Asks the gateway (never
   * trusts the redirect), settles like the callback would, and answers the storefront path to send the shopper to.
   */
  async returnFromGateway(merchantOrderId: string): Promise<string> {
    const payment = await this.payments.findByMerchantOrderId(merchantOrderId);
    if (!payment) throw paymentErrors.paymentNotFound();
    let state = payment.state;
    if (state === 'PENDING') {
      try {
        const status = await this.gateway.status(merchantOrderId);
        const settled = status ? await this.settlement.apply(status) : null;
        state = settled?.state ?? state;
      } catch (error) {
        // The gateway did not answer: the shopper hears 'pending'; the callback or the reconcile job settles it.
        if (!(error instanceof PaymentGatewayError)) throw error;
      }
    }
    return orderDetailPath(payment.orderId, returnOutcome(state));
  }

  private async confirmCod(caller: AuthUser, orderId: string): Promise<CreatePaymentResponseDto> {
    const { order } = await this.payments.transaction(async (manager) => {
      await this.orders.findForPayment(orderId, caller.id, manager);
      return this.orders.confirmCod(orderId, manager);
    });
    return toCodConfirmedResponse({ orderId, deliveryStatus: order.delivery_status, paymentStatus: order.payment_status });
  }

  /**
   * A new attempt for the order's stored total. An earlier attempt still PENDING is left as it is: its page may still
   * be open in another tab and be paid; the callback or the reconcile job settles it, and a second payment of a paid
   * order is recorded for a refund rather than lost.
   */
  private async startOnline(caller: AuthUser, orderId: string): Promise<CreatePaymentResponseDto> {
    const { attempt, order } = await this.payments.transaction(async (manager) => {
      await this.payments.lockOrderPayments(manager, orderId);
      const found = await this.orders.findForPayment(orderId, caller.id, manager);
      if (found.totalPaise < MIN_ONLINE_PAISE) throw paymentErrors.nothingToPayOnline();
      const { order } = await this.orders.choosePaymentMethod(orderId, 'ONLINEPAY', manager);
      const attempts = await this.payments.countForOrder(manager, orderId);
      const attempt = await this.payments.insert(manager, {
        orderId,
        merchantOrderId: merchantOrderIdFor(orderId, attempts + 1),
        provider: this.gateway.provider,
        amountPaise: found.totalPaise,
        state: 'PENDING',
      });
      return { attempt, order };
    });

    const returnUrl = paymentReturnUrl(this.config.publicUrl, attempt.merchantOrderId);
    try {
      const started = await this.gateway.pay(attempt.merchantOrderId, attempt.amountPaise, returnUrl);
      await this.payments.recordStarted(attempt.id, {
        providerOrderId: started.gatewayOrderId,
        redirectUrl: started.redirectUrl,
        lastResponse: { gatewayState: started.state, expireAt: started.expireAt },
      });
      return toPaymentInitiatedResponse({
        orderId,
        deliveryStatus: order.delivery_status,
        paymentStatus: order.payment_status,
        merchantOrderId: attempt.merchantOrderId,
        redirectUrl: started.redirectUrl,
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      await this.settlement.fail(attempt.merchantOrderId, 'GATEWAY_REFUSED_PAY', { error: error.message });
      throw paymentErrors.gatewayUnavailable();
    }
  }
}
