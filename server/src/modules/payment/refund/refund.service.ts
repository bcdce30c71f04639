import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import type { ListQuery } from '../../../common/http/simple-rest.js';
import { InvoiceService } from '../../invoice/invoice.service.js';
import { type Mail, MailService } from '../../mail/mail.service.js';
import { refundCompletedMail, refundStartedMail } from '../../mail/templates.js';
import { OrderEvents } from '../../order/order-events.js';
import { OrderRepository } from '../../order/order.repository.js';
import { canTransition, PAYMENT_TRANSITIONS } from '../../order/order.transitions.js';
import { type GatewayRefund, PaymentGateway, PaymentGatewayError } from '../gateway/payment-gateway.js';
import { refundErrors } from './refund.errors.js';
import { type NewRefund, type RefundListFilter, type RefundOrderRow, RefundRepository, type RefundRow } from './refund.repository.js';
import { newMerchantRefundId, normaliseUtr, refundable } from './refund.rules.js';

/** Told, inside the settling transaction, that a return's refund completed (the returns module marks it refunded). */
export type ReturnRefundListener = (manager: EntityManager, refund: RefundRow) => Promise<void>;

/** What a return's refund asks for: its order, the return, its amount, who started it (null: the job), a COD transfer's UTR. */
export type ReturnRefundRequest = { orderId: string; returnId: string; amountPaise: number; startedBy: string | null; utr?: string };

/** A refund to send to the gateway: online, with a merchant refund id of its own, pending until the gateway answers. */
function onlineRefund(fields: Pick<NewRefund, 'orderId' | 'amountPaise' | 'returnId' | 'startedBy'>): NewRefund {
  return { ...fields, kind: 'online', merchantRefundId: newMerchantRefundId(), state: 'pending' };
}

/** A transfer staff already made (its UTR the reference): manual, completed as it is recorded. */
function manualRefund(fields: Pick<NewRefund, 'orderId' | 'amountPaise' | 'returnId' | 'startedBy'> & { reference: string }): NewRefund {
  return { ...fields, kind: 'manual', merchantRefundId: newMerchantRefundId(), state: 'completed' };
}

/** Refunds that count against what was paid: done, or on their way. */
const HELD = ['pending', 'completed'] as const;

/**
 * Money going back to customers. Online refunds go through the gateway (PhonePe's SDK) against the order's completed
 * payment: recorded pending in a transaction that holds the order's row lock (so two staff, or a cancellation and the
 * job, cannot refund twice, and refunds never add up to more than was paid), sent to the gateway after commit, and
 * settled by the gateway's answer, a status check of the job, once (guarded UPDATE). Cash-on-delivery orders are
 * refunded by hand: staff record the transfer's UTR. When the refunds complete the whole payment, the order's
 * payment becomes refunded and an invoiced order's invoice is reversed (once). Mails go after commit.
 */
@Injectable()
export class RefundService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Refunds');
  private readonly submitting = new Set<Promise<unknown>>();
  private returnListener: ReturnRefundListener | undefined;

  constructor(
    private readonly refunds: RefundRepository,
    private readonly orders: OrderRepository,
    private readonly gateway: PaymentGateway,
    private readonly invoices: InvoiceService,
    private readonly mail: MailService,
    private readonly events: OrderEvents,
  ) {}

  onModuleInit(): void {
    this.events.onRefundMaybeOwed(async (orderId) => {
      await this.startForCancelledOrder(orderId);
    });
  }

  /** The returns module's hook: called in the transaction that completes a refund of a return, before the order settles. */
  onReturnRefundCompleted(listener: ReturnRefundListener): void {
    this.returnListener = listener;
  }

  /**
   * A return's refund, inside the caller's transaction (which has locked the order's row): online, a pending refund of
   * the return's amount (at most what is left of the payment), to be sent with submitStarted after the commit; cash on
   * delivery, the transfer staff made (its UTR), completed at once. 'nothing' when nothing is left to refund.
   */
  async startForReturn(manager: EntityManager, request: ReturnRefundRequest): Promise<{ refund: RefundRow; merchantOrderId: string | null } | 'nothing'> {
    const order = await this.refunds.lockOrder(manager, request.orderId);
    if (!order) throw refundErrors.orderNotFound();
    if (order.payment_method === 'COD') {
      const utr = request.utr === undefined ? undefined : normaliseUtr(request.utr);
      if (!utr) throw refundErrors.badUtr();
      const left = refundable(order.total_paise, await this.refunds.sumOf(manager, order.id, HELD));
      const amount = Math.min(left, request.amountPaise);
      if (amount <= 0) return 'nothing';
      const refund = await this.refunds.insert(manager, manualRefund({ orderId: order.id, returnId: request.returnId, amountPaise: amount, reference: utr, startedBy: request.startedBy }));
      await this.returnListener?.(manager, refund);
      await this.settleOrder(manager, order, order.total_paise);
      return { refund, merchantOrderId: null };
    }
    const payment = await this.refunds.completedPayment(manager, order.id);
    if (!payment) return 'nothing';
    const amount = Math.min(refundable(payment.amountPaise, await this.refunds.sumOf(manager, order.id, HELD)), request.amountPaise);
    if (amount <= 0) return 'nothing';
    const refund = await this.refunds.insert(manager, onlineRefund({ orderId: order.id, returnId: request.returnId, amountPaise: amount, startedBy: request.startedBy }));
    this.logger.log(`refund ${refund.merchant_refund_id} of return ${request.returnId} started for ${amount} paise`);
    return { refund, merchantOrderId: payment.merchantOrderId };
  }

  /** Sends a return's online refund, recorded by startForReturn, to the gateway once its transaction has committed. */
  async submitStarted(refund: RefundRow, merchantOrderId: string): Promise<RefundRow> {
    return this.submit(refund, merchantOrderId);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.submitting]);
  }

  /**
   * A cancelled order paid online gets its money back: one refund of what was paid, begun once (nothing when the order
   * owes no refund, is cash on delivery, or has a refund already: a failed one is staff's to retry). Answers the refund
   * as the gateway left it, or undefined.
   */
  async startForCancelledOrder(orderId: string): Promise<RefundRow | undefined> {
    const started = await this.refunds.transaction(async (manager) => {
      const order = await this.refunds.lockOrder(manager, orderId);
      if (!order || order.payment_status !== 'refund_pending' || order.payment_method === 'COD') return undefined;
      if (await this.refunds.countFor(manager, orderId)) return undefined;
      const payment = await this.refunds.completedPayment(manager, orderId);
      if (!payment) return undefined;
      const amount = refundable(payment.amountPaise, await this.refunds.sumOf(manager, orderId, HELD));
      if (amount <= 0) return undefined;
      const refund = await this.refunds.insert(manager, onlineRefund({ orderId, amountPaise: amount }));
      return { order, refund, merchantOrderId: payment.merchantOrderId };
    });
    if (!started) return undefined;
    this.logger.log(`refund ${started.refund.merchant_refund_id} of order ${orderId} started for ${started.refund.amount_paise} paise`);
    this.send(refundStartedMail(this.mailView(started.order, started.refund)));
    return this.submit(started.refund, started.merchantOrderId);
  }

  /** Staff retry a failed online refund: a new refund (new merchant refund id) of what is still owed, at most the failed one's amount. */
  async retry(caller: AuthUser, refundId: string): Promise<RefundRow> {
    const started = await this.refunds.transaction(async (manager) => {
      const failed = await this.refunds.find(refundId, manager);
      if (!failed) throw refundErrors.notFound();
      const order = await this.refunds.lockOrder(manager, failed.order_id);
      if (!order) throw refundErrors.orderNotFound();
      // Reread under the order's lock: another retry may have just begun.
      if (failed.kind !== 'online' || failed.state !== 'failed') throw refundErrors.notRetryable();
      const payment = await this.refunds.completedPayment(manager, order.id);
      if (!payment) throw refundErrors.notRetryable();
      const left = refundable(payment.amountPaise, await this.refunds.sumOf(manager, order.id, HELD));
      if (left <= 0) throw refundErrors.nothingToRefund();
      const refund = await this.refunds.insert(
        manager,
        onlineRefund({ orderId: order.id, returnId: failed.return_id, amountPaise: Math.min(left, failed.amount_paise), startedBy: caller.id }),
      );
      return { order, refund, merchantOrderId: payment.merchantOrderId };
    });
    this.logger.log(`refund ${started.refund.merchant_refund_id} of order ${started.order.id} retried by ${caller.id}`);
    if (!started.refund.return_id) this.send(refundStartedMail(this.mailView(started.order, started.refund)));
    return (await this.submit(started.refund, started.merchantOrderId)) ?? started.refund;
  }

  /**
   * Staff record a bank or UPI transfer that refunded an order whose money did not come through the gateway (cash on
   * delivery, or an online order staff marked paid by hand, which nothing else could refund): completed at once with
   * its UTR. `amountPaise`: at most what is left to refund; all of it when omitted.
   */
  async recordManual(caller: AuthUser, orderId: string, utrText: string, amountPaise?: number): Promise<RefundRow> {
    const utr = normaliseUtr(utrText);
    if (!utr) throw refundErrors.badUtr();
    const done = await this.refunds.transaction(async (manager) => {
      const order = await this.refunds.lockOrder(manager, orderId);
      if (!order) throw refundErrors.orderNotFound();
      if (!['paid', 'refund_pending'].includes(order.payment_status)) throw refundErrors.notCashOnDelivery();
      // Money the gateway took goes back through the gateway.
      if (order.payment_method !== 'COD' && (await this.refunds.completedPayment(manager, orderId))) throw refundErrors.notCashOnDelivery();
      // Pieces customers are returning keep their share for their returns' own refunds.
      const held = (await this.refunds.sumOf(manager, orderId, HELD)) + (await this.refunds.heldByReturns(manager, orderId, null));
      const left = refundable(order.total_paise, held);
      if (left <= 0) throw refundErrors.nothingToRefund();
      const amount = amountPaise ?? left;
      if (amount > left) throw refundErrors.tooMuch(left);
      const refund = await this.refunds.insert(manager, manualRefund({ orderId, amountPaise: amount, reference: utr, startedBy: caller.id }));
      await this.settleOrder(manager, order, order.total_paise);
      return { order, refund };
    });
    this.logger.log(`manual refund ${done.refund.reference} of order ${orderId} recorded by ${caller.id}`);
    this.send(refundCompletedMail(this.mailView(done.order, done.refund)));
    return done.refund;
  }

  /**
   * The gateway's word on a refund (its answer to the refund call, or a status check): a settled state moves the
   * pending refund once; a replay, or PENDING, changes nothing. Answers the refund when this call settled it.
   */
  async apply(answer: GatewayRefund): Promise<RefundRow | undefined> {
    if (answer.state === 'PENDING') return undefined;
    const settled = await this.refunds.transaction(async (manager) => {
      const orderId = await this.refunds.orderOfRefund(manager, answer.merchantRefundId);
      if (!orderId) return undefined;
      const order = await this.refunds.lockOrder(manager, orderId);
      if (!order) return undefined;
      const refund = await this.refunds.move(manager, answer.merchantRefundId, answer.state === 'COMPLETED' ? 'completed' : 'failed', {
        reference: answer.reference,
        failureReason: answer.state === 'FAILED' ? (answer.errorCode ?? 'the gateway refused the refund') : null,
      });
      if (!refund) return undefined;
      if (refund.state === 'completed') {
        if (refund.return_id) await this.returnListener?.(manager, refund);
        const payment = await this.refunds.completedPayment(manager, order.id);
        await this.settleOrder(manager, order, payment?.amountPaise ?? order.total_paise);
      }
      return { order, refund };
    });
    if (!settled) return undefined;
    this.logger.log(`refund ${settled.refund.merchant_refund_id} ${settled.refund.state}`);
    // A return's refund is told by the return's own mail.
    if (settled.refund.state === 'completed' && !settled.refund.return_id) this.send(refundCompletedMail(this.mailView(settled.order, settled.refund)));
    return settled.refund;
  }

  /** Asks the gateway about a pending refund and applies its answer; one it does not know never reached it and failed. */
  async check(refund: RefundRow): Promise<RefundRow | undefined> {
    const answer = await this.gateway.refundStatus(refund.merchant_refund_id);
    return this.apply(answer ?? { merchantRefundId: refund.merchant_refund_id, state: 'FAILED', reference: null, errorCode: 'UNKNOWN_TO_GATEWAY' });
  }

  /** The refunds of the caller's own order (404 unknown, 403 someone else's). */
  async refundsOfOwn(caller: AuthUser, orderId: string): Promise<RefundRow[]> {
    const owner = await this.refunds.ownerOf(orderId);
    if (owner === undefined) throw refundErrors.orderNotFound();
    if (owner !== caller.id) throw refundErrors.notYourOrder();
    return this.refunds.ofOrder(orderId);
  }

  async refundsOf(orderId: string): Promise<RefundRow[]> {
    return this.refunds.ofOrder(orderId);
  }

  /** The refunds of each of these orders (oldest first), read at once: a console page of returns names many orders. */
  async refundsOfOrders(orderIds: readonly string[]): Promise<Map<string, RefundRow[]>> {
    const byOrder = new Map<string, RefundRow[]>(orderIds.map((orderId) => [orderId, []]));
    for (const refund of await this.refunds.ofOrders([...byOrder.keys()])) byOrder.get(refund.order_id)?.push(refund);
    return byOrder;
  }

  /** The console's page of refunds and how many match. */
  list(query: ListQuery, filter: RefundListFilter): Promise<{ rows: RefundRow[]; total: number }> {
    return this.refunds.list(query, filter);
  }

  /** One refund (404 when there is none). */
  async find(id: string): Promise<RefundRow> {
    const row = await this.refunds.find(id);
    if (!row) throw refundErrors.notFound();
    return row;
  }

  /** Sends a pending refund to the gateway; a gateway that does not answer leaves it pending for the job. */
  private async submit(refund: RefundRow, merchantOrderId: string): Promise<RefundRow> {
    const work = (async () => {
      try {
        const answer = await this.gateway.refund(refund.merchant_refund_id, merchantOrderId, refund.amount_paise);
        // The refund call names no reason for a refusal; its status does.
        const detailed = answer.state === 'FAILED' ? ((await this.gateway.refundStatus(refund.merchant_refund_id).catch(() => null)) ?? answer) : answer;
        return (await this.apply(detailed)) ?? (await this.refunds.find(refund.id)) ?? refund;
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        this.logger.warn(`refund ${refund.merchant_refund_id} left pending: ${error.message}`);
        return refund;
      }
    })();
    this.submitting.add(work);
    try {
      return await work;
    } finally {
      this.submitting.delete(work);
    }
  }

  /** The whole payment refunded: the order's payment becomes refunded (through refund_pending) and its invoice is reversed once. */
  private async settleOrder(manager: EntityManager, order: RefundOrderRow, paidPaise: number): Promise<void> {
    if ((await this.refunds.sumOf(manager, order.id, ['completed'])) < paidPaise) return;
    if (canTransition(PAYMENT_TRANSITIONS, order.payment_status, 'refund_pending')) await this.orders.movePayment(order.id, 'refund_pending', manager);
    await this.orders.movePayment(order.id, 'refunded', manager);
    await this.invoices.creditInvoice(order.id, 'refunded', manager);
  }

  private mailView(order: RefundOrderRow, refund: RefundRow) {
    return { orderId: order.id, email: order.email, name: order.name, amountPaise: refund.amount_paise, reference: refund.reference, online: refund.kind === 'online' };
  }

  /** After commit; a failed send is logged and never fails the refund. */
  private send(mail: Mail): void {
    const sending = this.mail.send(mail).catch((error: unknown) => this.logger.error(`could not send "${mail.subject}": ${error instanceof Error ? error.message : String(error)}`));
    this.submitting.add(sending);
    void sending.finally(() => this.submitting.delete(sending));
  }
}
