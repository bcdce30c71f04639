import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AfterCommitQueue } from '../../database/after-commit.js';
import { dateLabel } from '../delivery/delivery.rules.js';
import { InvoiceService } from '../invoice/invoice.service.js';
import { type Mail, MailService } from '../mail/mail.service.js';
import { type OrderMailView, orderPlacedMail, orderShippedMail, orderStatusChangedMail, paymentReceivedMail, type ShipmentMailView } from '../mail/templates.js';
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
    expectedDelivery: row.expected_delivery_date ? `${dateLabel(row.expected_delivery_date)} ${row.expected_delivery_date.slice(0, 4)}` : null,
  };
}

/** A mail ready to send, or one whose attachment is made when it is sent (after the commit). */
type PendingMail = Mail | { subject: string; build: () => Promise<Mail> };

/**
 * The order mails (placed, payment received, status changed), sent only once the transaction that made the change
 * has committed: a mail is queued on the transaction's query runner and sent when TypeORM reports the commit
 * (database/after-commit.ts), dropped when it rolls back. So a method called inside a caller's transaction (the
 * payment module's) mails after the caller commits. A failed send is logged and never fails the request.
 */
@Injectable()
export class OrderNotifier implements BeforeApplicationShutdown {
  private readonly logger = new Logger('OrderMail');
  private readonly mails: AfterCommitQueue<PendingMail>;
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly mail: MailService,
    private readonly invoices: InvoiceService,
  ) {
    this.mails = new AfterCommitQueue(dataSource, (mail) => this.dispatch(mail));
  }

  placed(manager: EntityManager, order: OrderRow): void {
    this.afterCommit(manager, orderPlacedMail(toOrderMailView(order)));
  }

  /** With the invoice PDF attached when the payment invoiced the order. */
  paymentReceived(manager: EntityManager, order: OrderRow): void {
    const mail = paymentReceivedMail(toOrderMailView(order));
    this.afterCommit(manager, order.invoice ? this.withInvoice(mail, order.id) : mail);
  }

  /** A cash-on-delivery order's 'shipped' mail carries its invoice, issued as it shipped. */
  statusChanged(manager: EntityManager, order: OrderRow): void {
    const mail = orderStatusChangedMail(toOrderMailView(order));
    const invoiced = order.invoice && order.delivery_status === 'shipped' && order.payment_method === 'COD';
    this.afterCommit(manager, invoiced ? this.withInvoice(mail, order.id) : mail);
  }

  /** A parcel left with a courier; the parcel that ships a cash-on-delivery order whole carries its invoice, issued as it shipped. */
  shipped(manager: EntityManager, order: OrderRow, shipment: ShipmentMailView): void {
    const mail = orderShippedMail(toOrderMailView(order), shipment);
    const invoiced = order.invoice && order.delivery_status === 'shipped' && order.payment_method === 'COD';
    this.afterCommit(manager, invoiced ? this.withInvoice(mail, order.id) : mail);
  }

  /** Lets mails already on their way finish before the mail transport closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  /**
   * The mail with the order's invoice PDF attached, rendered once the transaction has committed (never while it holds
   * the order's lock). A PDF that cannot be rendered is logged and the mail goes without it: the customer can still
   * download it from the order page.
   */
  private withInvoice(mail: Mail, orderId: string): PendingMail {
    return {
      subject: mail.subject,
      build: async () => {
        try {
          const file = await this.invoices.invoicePdfOf(orderId);
          return file ? { ...mail, attachments: [{ filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }] } : mail;
        } catch (error) {
          this.logger.error(`could not attach the invoice of order ${orderId}: ${error instanceof Error ? error.message : String(error)}`);
          return mail;
        }
      },
    };
  }

  private afterCommit(manager: EntityManager, mail: PendingMail): void {
    this.mails.add(manager, mail);
  }

  private dispatch(mail: PendingMail): void {
    const sending: Promise<void> = ('build' in mail ? mail.build() : Promise.resolve(mail))
      .then((ready) => this.mail.send(ready))
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.error(`could not send "${mail.subject}": ${reason}`);
      })
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }
}
