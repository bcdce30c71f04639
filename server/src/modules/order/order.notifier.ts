import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { type Mail, MailService } from '../mail/mail.service.js';
import { type OrderMailView, orderPlacedMail, orderStatusChangedMail, paymentReceivedMail } from '../mail/templates.js';
import type { OrderRow } from './order.repository.js';

export function toOrderMailView(row: OrderRow): OrderMailView {
  return {
    id: row.id,
    email: row.email,
    shippingInfo: row.shipping_info,
    lines: row.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      salePricePaise: line.sale_price_paise,
      size: line.size,
      color: line.color,
    })),
    subtotalPaise: row.subtotal_paise,
    discountPaise: row.discount_paise,
    couponCode: row.coupon_code,
    shippingFeePaise: row.shipping_fee_paise,
    totalPaise: row.total_paise,
    deliveryStatus: row.delivery_status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    cancelReason: row.cancel_reason,
  };
}

/**
 * The order mails (placed, payment received, status changed), sent only once the transaction that made the change
 * has committed: a mail is queued on the transaction's query runner and sent when TypeORM reports the commit (this
 * is a TypeORM subscriber), dropped when it rolls back. So a method called inside a caller's transaction (the
 * payment module's) mails after the caller commits. A failed send is logged and never fails the request.
 */
@Injectable()
export class OrderNotifier implements EntitySubscriberInterface, BeforeApplicationShutdown {
  private readonly logger = new Logger('OrderMail');
  private readonly queued = new WeakMap<QueryRunner, Mail[]>();
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly mail: MailService,
  ) {
    dataSource.subscribers.push(this);
  }

  placed(manager: EntityManager, order: OrderRow): void {
    this.afterCommit(manager, orderPlacedMail(toOrderMailView(order)));
  }

  paymentReceived(manager: EntityManager, order: OrderRow): void {
    this.afterCommit(manager, paymentReceivedMail(toOrderMailView(order)));
  }

  statusChanged(manager: EntityManager, order: OrderRow): void {
    this.afterCommit(manager, orderStatusChangedMail(toOrderMailView(order)));
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // Still active: only a savepoint was released, the outer transaction may yet roll back.
    if (event.queryRunner.isTransactionActive) return;
    const mails = this.queued.get(event.queryRunner);
    if (!mails) return;
    this.queued.delete(event.queryRunner);
    for (const mail of mails) this.dispatch(mail);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.queued.delete(event.queryRunner);
  }

  /** Lets mails already on their way finish before the mail transport closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  private afterCommit(manager: EntityManager, mail: Mail): void {
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) {
      this.queued.set(runner, [...(this.queued.get(runner) ?? []), mail]);
      return;
    }
    this.dispatch(mail);
  }

  private dispatch(mail: Mail): void {
    const sending: Promise<void> = this.mail
      .send(mail)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.error(`could not send "${mail.subject}": ${reason}`);
      })
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }
}
