import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ListQuery } from '../../../common/http/simple-rest.js';
import { listOrderSql } from '../../../common/http/simple-rest.js';
import { LockingRepository } from '../../../database/locking-repository.js';
import { SqlParams } from '../../../database/sql-params.js';
import type { PaymentMethod, PaymentStatus } from '../../order/entities/order.entity.js';
import { sourcesOf } from '../../order/order.transitions.js';
import { type RefundKind, type RefundState, REFUND_TRANSITIONS } from './refund.transitions.js';

/** One refund as stored. */
export type RefundRow = {
  id: string;
  order_id: string;
  /** The return this refund pays back; null for a cancellation's. */
  return_id: string | null;
  amount_paise: number;
  kind: RefundKind;
  merchant_refund_id: string;
  state: RefundState;
  reference: string | null;
  failure_reason: string | null;
  started_by: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
};

/** What a refund needs of its order, read under the order's row lock. */
export type RefundOrderRow = {
  id: string;
  user_id: string | null;
  email: string;
  name: string;
  total_paise: number;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod | null;
};

export type NewRefund = {
  orderId: string;
  amountPaise: number;
  kind: RefundKind;
  merchantRefundId: string;
  state: RefundState;
  reference?: string;
  startedBy?: string | null;
  returnId?: string | null;
};

export type RefundListFilter = { orderId?: string; state?: RefundState; kind?: RefundKind; ids?: string[] };

const COLUMNS = `id, order_id, return_id, amount_paise::float8 AS amount_paise, kind, merchant_refund_id, state, reference, failure_reason, started_by, created_at, updated_at, completed_at`;

/** The refunds' SQL. */
@Injectable()
export class RefundRepository extends LockingRepository {
  /** Locks the order's row for the rest of the transaction: every refund of one order is recorded one at a time. */
  async lockOrder(manager: EntityManager, orderId: string): Promise<RefundOrderRow | undefined> {
    const [row] = (await manager.query(
      `SELECT id, user_id, email, shipping_info->>'name' AS name, total_paise::float8 AS total_paise, payment_status, payment_method
       FROM orders WHERE id = $1 FOR UPDATE`,
      [orderId],
    )) as RefundOrderRow[];
    return row;
  }

  /** The order's completed online payment: what the gateway refunds against. */
  async completedPayment(manager: EntityManager, orderId: string): Promise<{ merchantOrderId: string; amountPaise: number } | undefined> {
    const [row] = (await manager.query(
      `SELECT merchant_order_id, amount_paise::float8 AS amount_paise FROM payments WHERE order_id = $1 AND state = 'COMPLETED' ORDER BY updated_at LIMIT 1`,
      [orderId],
    )) as { merchant_order_id: string; amount_paise: number }[];
    return row && { merchantOrderId: row.merchant_order_id, amountPaise: row.amount_paise };
  }

  /** Paise of the order's refunds in the given states. */
  async sumOf(manager: EntityManager, orderId: string, states: readonly RefundState[]): Promise<number> {
    const [row] = (await manager.query(`SELECT coalesce(sum(amount_paise), 0)::float8 AS total FROM refunds WHERE order_id = $1 AND state = ANY($2::text[])`, [
      orderId,
      states,
    ])) as { total: number }[];
    return row.total;
  }

  async countFor(manager: EntityManager, orderId: string): Promise<number> {
    const [row] = (await manager.query('SELECT count(*)::int AS n FROM refunds WHERE order_id = $1', [orderId])) as { n: number }[];
    return row.n;
  }

  async insert(manager: EntityManager, refund: NewRefund): Promise<RefundRow> {
    const [row] = (await manager.query(
      `INSERT INTO refunds (order_id, amount_paise, kind, merchant_refund_id, state, reference, started_by, completed_at, return_id)
       VALUES ($1, $2, $3, $4, $5::text, $6, $7, CASE WHEN $5::text = 'completed' THEN now() END, $8)
       RETURNING ${COLUMNS}`,
      [refund.orderId, refund.amountPaise, refund.kind, refund.merchantRefundId, refund.state, refund.reference ?? null, refund.startedBy ?? null, refund.returnId ?? null],
    )) as RefundRow[];
    return row;
  }

  /**
   * pending → `to` in one guarded UPDATE (the transition table's sources); undefined when the refund is not in a state
   * that may move there: a second settlement of the same refund changes nothing.
   */
  async move(manager: EntityManager, merchantRefundId: string, to: Exclude<RefundState, 'pending'>, fields: { reference: string | null; failureReason: string | null }): Promise<RefundRow | undefined> {
    const [rows] = (await manager.query(
      `UPDATE refunds SET state = $2::text, reference = coalesce($3, reference), failure_reason = $4, updated_at = now(),
         completed_at = CASE WHEN $2::text = 'completed' THEN now() END
       WHERE merchant_refund_id = $1 AND state = ANY($5::text[])
       RETURNING ${COLUMNS}`,
      [merchantRefundId, to, fields.reference, fields.failureReason, sourcesOf(REFUND_TRANSITIONS, to)],
    )) as [RefundRow[], number];
    return rows[0];
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<RefundRow | undefined> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM refunds WHERE id = $1`, [id])) as RefundRow[];
    return row;
  }

  /** The order's customer; undefined when there is no such order, null for a guest's. */
  async ownerOf(orderId: string): Promise<string | null | undefined> {
    const [row] = (await this.dataSource.query('SELECT user_id FROM orders WHERE id = $1', [orderId])) as { user_id: string | null }[];
    return row ? row.user_id : undefined;
  }

  /** The order a refund of ours belongs to. */
  async orderOfRefund(manager: EntityManager, merchantRefundId: string): Promise<string | undefined> {
    const [row] = (await manager.query('SELECT order_id FROM refunds WHERE merchant_refund_id = $1', [merchantRefundId])) as { order_id: string }[];
    return row?.order_id;
  }

  /** The order's refunds, oldest first. */
  async ofOrder(orderId: string): Promise<RefundRow[]> {
    return this.ofOrders([orderId]);
  }

  /** The refunds of these orders, each order's oldest first, in one read. */
  async ofOrders(orderIds: readonly string[]): Promise<RefundRow[]> {
    if (!orderIds.length) return [];
    return (await this.dataSource.query(`SELECT ${COLUMNS} FROM refunds WHERE order_id = ANY($1::uuid[]) ORDER BY created_at, id`, [orderIds])) as RefundRow[];
  }

  /** Online refunds still pending that were last touched before `before`, oldest first. */
  async pendingOnline(before: Date, limit: number): Promise<RefundRow[]> {
    return (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM refunds WHERE state = 'pending' AND kind = 'online' AND updated_at < $1 ORDER BY updated_at LIMIT $2`,
      [before, limit],
    )) as RefundRow[];
  }

  /**
   * What the order's returns not yet refunding hold of what was paid (requested, approved or received): a refund not of
   * a return leaves it to them.
   */
  async heldByReturns(manager: EntityManager, orderId: string, exceptReturnId: string | null): Promise<number> {
    const [row] = (await manager.query(
      `SELECT coalesce(sum(amount_paise), 0)::float8 AS total FROM returns WHERE order_id = $1 AND state IN ('requested', 'approved', 'received') AND id IS DISTINCT FROM $2::uuid`,
      [orderId, exceptReturnId],
    )) as { total: number }[];
    return row.total;
  }

  /**
   * Cancelled orders paid online that are owed a refund none has been started for (their cancellation's listener never
   * ran: the process stopped, or the payment arrived after the cancellation). Cancelled only: the whole payment goes back.
   */
  async owedWithoutRefund(limit: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT o.id FROM orders o
       WHERE o.payment_status = 'refund_pending' AND o.delivery_status = 'cancelled' AND o.payment_method IS DISTINCT FROM 'COD'
         AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.state = 'COMPLETED')
         AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id)
       ORDER BY o.updated_at LIMIT $1`,
      [limit],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** One page of the console's list and the count of all it could show. */
  async list(query: ListQuery, filter: RefundListFilter): Promise<{ rows: RefundRow[]; total: number }> {
    const conditions: string[] = [];
    const params = new SqlParams();
    if (filter.orderId) conditions.push(`order_id = ${params.add(filter.orderId)}`);
    if (filter.state) conditions.push(`state = ${params.add(filter.state)}`);
    if (filter.kind) conditions.push(`kind = ${params.add(filter.kind)}`);
    if (filter.ids) conditions.push(`id = ANY(${params.add(filter.ids)}::uuid[])`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM refunds ${where}`, params.values)) as { total: number }[];
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM refunds ${where} ORDER BY ${listOrderSql(query)} OFFSET ${params.add(query.skip)} LIMIT ${params.add(query.take)}`,
      params.values,
    )) as RefundRow[];
    return { rows, total };
  }
}
