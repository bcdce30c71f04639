import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrderService } from '../order/order.service.js';
import type { Payment, PaymentState } from './entities/payment.entity.js';
import type { GatewayStatus } from './gateway/payment-gateway.js';
import { PaymentRepository } from './payment.repository.js';

/** Why an attempt was failed on our side although the gateway did not say FAILED. */
export type LocalFailure = 'UNKNOWN_TO_GATEWAY' | 'EXPIRED' | 'AMOUNT_MISMATCH' | 'ALREADY_PAID_BY_ANOTHER_ATTEMPT' | 'GATEWAY_REFUSED_PAY';

/**
 * Our own reasons to fail an attempt, which are guesses: when the gateway later says it COMPLETED after all (a late
 * callback), the gateway wins and the order is paid. A FAILED from the gateway, an amount mismatch or a second
 * payment of a paid order are final.
 */
const OVERRULED_BY_GATEWAY: readonly LocalFailure[] = ['UNKNOWN_TO_GATEWAY', 'EXPIRED', 'GATEWAY_REFUSED_PAY'];

/** What settling did: the attempt's state afterwards, and whether this call marked the order paid. */
export type Settled = { paymentId: string; orderId: string; state: PaymentState; markedPaid: boolean };

/** What a payment attempt keeps of the gateway's word on it (its last_response), for staff. */
export function lastResponseOf(word: GatewayStatus): Record<string, unknown> {
  return { gatewayState: word.state, gatewayOrderId: word.gatewayOrderId, amountPaise: word.amountPaise, ...word.details };
}

/**
 * Applies the gateway's word on one attempt, the same way whoever brings it: the callback, the shopper's return or
 * the reconcile job. Guarded updates (… WHERE state = 'PENDING') make it idempotent: the same word ten times, or ten
 * at once, changes the attempt once, and only the call that changed it marks the order paid, in the same transaction.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger('PaymentSettlement');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly orders: OrderService,
  ) {}

  /** Settles the attempt `merchantOrderId` by the gateway's status; null when we have no such attempt. */
  async apply(word: GatewayStatus): Promise<Settled | null> {
    return this.payments.transaction(async (manager) => {
      const payment = await this.lockedAttempt(manager, word.merchantOrderId);
      if (!payment) return null;
      const seen = lastResponseOf(word);
      if (word.state === 'PENDING') return this.settled(payment, false);
      if (word.state === 'FAILED') {
        await this.payments.guardedUpdate(manager, payment, 'FAILED', word.gatewayOrderId, seen);
        return this.settled(await this.payments.reread(manager, payment.id), false);
      }
      if (word.amountPaise !== payment.amountPaise) {
        // Never mark an order paid for an amount other than the one asked: staff sort it out from the console.
        this.logger.error(`payment ${payment.merchantOrderId}: the gateway reports ${word.amountPaise} paise completed, ${payment.amountPaise} were asked; not marked paid`);
        await this.payments.guardedUpdate(manager, payment, 'FAILED', word.gatewayOrderId, { ...seen, failure: 'AMOUNT_MISMATCH', expectedPaise: payment.amountPaise });
        return this.settled(await this.payments.reread(manager, payment.id), false);
      }
      const paidBefore = await this.payments.hasCompleted(manager, payment.orderId);
      if (paidBefore && payment.state !== 'COMPLETED') {
        // The shopper paid two attempts of one order: the order is paid once; this money must go back.
        this.logger.error(`payment ${payment.merchantOrderId}: order ${payment.orderId} was already paid by another attempt; this payment is due for a refund`);
        await this.payments.guardedUpdate(manager, payment, 'FAILED', word.gatewayOrderId, { ...seen, failure: 'ALREADY_PAID_BY_ANOTHER_ATTEMPT', refundDue: true });
        return this.settled(await this.payments.reread(manager, payment.id), false);
      }
      const completed = await this.payments.guardedUpdate(manager, payment, 'COMPLETED', word.gatewayOrderId, seen, OVERRULED_BY_GATEWAY);
      if (completed && payment.state === 'FAILED') {
        this.logger.warn(`payment ${payment.merchantOrderId}: we had failed it (${String(payment.lastResponse?.failure)}), the gateway completed it`);
      }
      if (completed) await this.orders.markPaid(payment.orderId, manager);
      return this.settled(await this.payments.reread(manager, payment.id), completed);
    });
  }

  /** Fails a PENDING attempt for a reason of our own (the gateway does not know it, it expired, the pay call failed). */
  async fail(merchantOrderId: string, failure: LocalFailure, details: Record<string, unknown> = {}): Promise<Settled | null> {
    return this.payments.transaction(async (manager) => {
      const payment = await this.lockedAttempt(manager, merchantOrderId);
      if (!payment) return null;
      await this.payments.guardedUpdate(manager, payment, 'FAILED', null, { failure, ...details });
      return this.settled(await this.payments.reread(manager, payment.id), false);
    });
  }

  private async lockedAttempt(manager: EntityManager, merchantOrderId: string): Promise<Payment | null> {
    const payment = await this.payments.findByMerchantOrderId(merchantOrderId, manager);
    if (!payment) return null;
    await this.payments.lockOrderPayments(manager, payment.orderId);
    return this.payments.reread(manager, payment.id);
  }

  private settled(payment: Payment, markedPaid: boolean): Settled {
    return { paymentId: payment.id, orderId: payment.orderId, state: payment.state, markedPaid };
  }
}
