import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { listOrderSql, type ListQuery } from '../../common/http/simple-rest.js';
import { LockingRepository } from '../../database/locking-repository.js';
import { changingStockOnly } from '../../database/change-feed.js';
import { SqlParams } from '../../database/sql-params.js';
import type { NonReturnableKind } from './return.policy.js';
import type { RefundDestination } from './return.rules.js';
import { HOLDING_STATES, type ReturnKind, returnSources, type ReturnState } from './return.transitions.js';

/** An order as a return reads it (under its row lock when it writes). */
export type ReturnOrderRow = {
  id: string;
  user_id: string | null;
  email: string;
  name: string;
  country: string | null;
  delivery_status: string;
  payment_status: string;
  payment_method: 'COD' | 'ONLINEPAY' | null;
  discount_paise: number;
  shipping_fee_paise: number;
  total_paise: number;
  coupon_seller_id: string | null;
  delivered_at: Date | null;
};

/** One line of the order, with the pieces of it already in returns or claims that hold them. */
export type ReturnOrderLineRow = {
  id: string;
  product_id: string | null;
  name: string;
  image: string;
  size: string;
  color: string;
  quantity: number;
  sale_price_paise: number;
  seller_id: string | null;
  non_returnable: NonReturnableKind | null;
  requested: number;
};

export type ReturnRow = {
  id: string;
  order_id: string;
  user_id: string;
  kind: ReturnKind;
  state: ReturnState;
  reason: string;
  comment: string | null;
  refund_to: RefundDestination | null;
  amount_paise: number;
  courier_id: string | null;
  courier_name: string | null;
  tracking_url_template: string | null;
  awb: string | null;
  rejection_reason: string | null;
  received_at: Date | null;
  refund_due_at: Date | null;
  refunded_at: Date | null;
  created_at: Date;
  updated_at: Date;
  refund_reference: string | null;
  customer_name: string;
  customer_email: string;
  payment_method: 'COD' | 'ONLINEPAY' | null;
  lines: { line_id: string; product_id: string | null; name: string; image: string; size: string; color: string; quantity: number; sale_price_paise: number; position: number }[];
  media: { id: string; kind: 'photo' | 'video'; content_type: string; bytes: number; created_at: Date }[];
  history: { state: ReturnState; at: Date; actor_id: string | null; actor_name: string | null; note: string | null }[];
  /** The credit note issued when its refund completed (invoiced orders only). */
  credit_note: { id: string; number: string; issued_at: string; total_paise: number } | null;
};

export type MediaRow = { id: string; user_id: string; return_id: string | null; kind: 'photo' | 'video'; storage_key: string; content_type: string; bytes: number; created_at: Date };

export type NewReturn = {
  orderId: string;
  userId: string;
  kind: ReturnKind;
  reason: string;
  comment: string | null;
  refundTo: RefundDestination | null;
  amountPaise: number;
  lines: { lineId: string; quantity: number }[];
};

export type ReturnListFilter = { state?: ReturnState; kind?: ReturnKind; orderId?: string; q?: string; ids?: string[] };

const RETURN_SELECT = `
  SELECT r.id, r.order_id, r.user_id, r.kind, r.state, r.reason, r.comment, r.refund_to, r.amount_paise::float8 AS amount_paise,
         r.courier_id, c.name AS courier_name, c.tracking_url_template, r.awb, r.rejection_reason, r.received_at, r.refund_due_at, r.refunded_at,
         r.created_at, r.updated_at,
         (SELECT f.reference FROM refunds f WHERE f.return_id = r.id AND f.state = 'completed' ORDER BY f.completed_at DESC LIMIT 1) AS refund_reference,
         coalesce(u.name, o.shipping_info->>'name') AS customer_name, o.email AS customer_email, o.payment_method,
         (SELECT coalesce(json_agg(json_build_object('line_id', l.id, 'product_id', l.product_id, 'name', l.name, 'image', l.image, 'size', l.size,
                   'color', l.color, 'quantity', rl.quantity, 'sale_price_paise', l.sale_price_paise, 'position', l.position) ORDER BY l.position, l.id), '[]'::json)
          FROM return_lines rl JOIN order_lines l ON l.id = rl.order_line_id WHERE rl.return_id = r.id) AS lines,
         (SELECT coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind, 'content_type', m.content_type, 'bytes', m.bytes, 'created_at', m.created_at)
                   ORDER BY m.created_at, m.id), '[]'::json)
          FROM return_media m WHERE m.return_id = r.id) AS media,
         (SELECT coalesce(json_agg(json_build_object('state', h.state, 'at', h.at, 'actor_id', h.actor_id, 'actor_name', a.name, 'note', h.note) ORDER BY h.at, h.id), '[]'::json)
          FROM return_history h LEFT JOIN users a ON a.id = h.actor_id WHERE h.return_id = r.id) AS history,
         (SELECT json_build_object('id', cn.id, 'number', cn.number, 'issued_at', cn.issued_at, 'total_paise', cn.total_paise)
          FROM credit_notes cn WHERE cn.return_id = r.id ORDER BY cn.issued_at LIMIT 1) AS credit_note
  FROM returns r
  JOIN orders o ON o.id = r.order_id
  LEFT JOIN users u ON u.id = r.user_id
  LEFT JOIN couriers c ON c.id = r.courier_id`;

/** Dates inside json_agg come back as strings: make them Dates again. */
function revive(row: ReturnRow): ReturnRow {
  return {
    ...row,
    media: row.media.map((m) => ({ ...m, created_at: new Date(m.created_at) })),
    history: row.history.map((h) => ({ ...h, at: new Date(h.at) })),
  };
}

/** The returns' SQL. */
@Injectable()
export class ReturnRepository extends LockingRepository {
  /** The order a return belongs to (unlocked: the caller locks the order, then the return). */
  async orderOf(manager: EntityManager, returnId: string): Promise<string | undefined> {
    const [row] = (await manager.query('SELECT order_id FROM returns WHERE id = $1', [returnId])) as { order_id: string }[];
    return row?.order_id;
  }

  async lockOrderRow(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  }

  /** The order and its lines; `lock`: its row locked for the rest of the transaction (returns of one order queue here). */
  async order(orderId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<{ order: ReturnOrderRow; lines: ReturnOrderLineRow[] } | undefined> {
    if (lock) await this.lockOrderRow(manager, orderId);
    const [order] = (await manager.query(
      `SELECT o.id, o.user_id, o.email, o.shipping_info->>'name' AS name, o.shipping_info->>'country' AS country, o.delivery_status, o.payment_status,
              o.payment_method, o.discount_paise::float8 AS discount_paise, o.shipping_fee_paise::float8 AS shipping_fee_paise,
              o.total_paise::float8 AS total_paise,
              (SELECT cp.seller_id FROM coupons cp WHERE cp.id = o.coupon_id) AS coupon_seller_id,
              CASE WHEN o.delivery_status = 'delivered' THEN coalesce(
                (SELECT max(h.at) FROM order_status_history h WHERE h.order_id = o.id AND h.delivery_status = 'delivered'),
                (SELECT max(s.delivered_at) FROM shipments s WHERE s.order_id = o.id),
                o.updated_at) END AS delivered_at
       FROM orders o WHERE o.id = $1`,
      [orderId],
    )) as ReturnOrderRow[];
    if (!order) return undefined;
    const lines = (await manager.query(
      `SELECT l.id, l.product_id, l.name, l.image, l.size, l.color, l.quantity, l.sale_price_paise::float8 AS sale_price_paise, l.seller_id, l.non_returnable,
              coalesce((SELECT sum(rl.quantity) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
                        WHERE rl.order_line_id = l.id AND r.state = ANY($2::text[])), 0)::int AS requested
       FROM order_lines l WHERE l.order_id = $1 ORDER BY l.position, l.id`,
      [orderId, HOLDING_STATES],
    )) as ReturnOrderLineRow[];
    return { order, lines };
  }

  /** What the order was paid: its completed online payment, or a paid cash-on-delivery order's total; 0 when unpaid. */
  async paidPaise(manager: EntityManager, order: ReturnOrderRow): Promise<number> {
    if (order.payment_method === 'COD') return ['paid', 'refund_pending', 'refunded'].includes(order.payment_status) ? order.total_paise : 0;
    const [row] = (await manager.query(`SELECT amount_paise::float8 AS amount FROM payments WHERE order_id = $1 AND state = 'COMPLETED' ORDER BY updated_at LIMIT 1`, [
      order.id,
    ])) as { amount: number }[];
    return row?.amount ?? 0;
  }

  /** What the order's refunds (done or pending) and its returns not yet refunding hold of what was paid. */
  async heldPaise(manager: EntityManager, orderId: string, exceptReturnId?: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT (SELECT coalesce(sum(amount_paise), 0) FROM refunds WHERE order_id = $1 AND state IN ('pending', 'completed'))
            + (SELECT coalesce(sum(amount_paise), 0) FROM returns WHERE order_id = $1 AND state IN ('requested', 'approved', 'received')
                 AND id IS DISTINCT FROM $2::uuid) AS held`,
      [orderId, exceptReturnId ?? null],
    )) as { held: string }[];
    return Number(row.held);
  }

  async insert(manager: EntityManager, ret: NewReturn): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO returns (order_id, user_id, kind, reason, comment, refund_to, amount_paise) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
      [ret.orderId, ret.userId, ret.kind, ret.reason, ret.comment, ret.refundTo === null ? null : JSON.stringify(ret.refundTo), ret.amountPaise],
    )) as { id: string }[];
    await manager.query(`INSERT INTO return_lines (return_id, order_line_id, quantity) SELECT $1, * FROM unnest($2::uuid[], $3::int[])`, [
      row.id,
      ret.lines.map((line) => line.lineId),
      ret.lines.map((line) => line.quantity),
    ]);
    await this.addHistory(manager, row.id, 'requested', ret.userId, null);
    return row.id;
  }

  /** Attaches the caller's unused uploads of `kind` to a return; answers how many it attached. */
  async attachMedia(manager: EntityManager, returnId: string, userId: string, kind: 'photo' | 'video', ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    const [rows] = (await manager.query(
      `UPDATE return_media SET return_id = $1 WHERE id = ANY($2::uuid[]) AND user_id = $3 AND kind = $4 AND return_id IS NULL RETURNING id`,
      [returnId, ids, userId, kind],
    )) as [{ id: string }[], number];
    return rows.length;
  }

  async addHistory(manager: EntityManager, returnId: string, state: ReturnState, actorId: string | null, note: string | null): Promise<void> {
    await manager.query('INSERT INTO return_history (return_id, state, actor_id, note) VALUES ($1, $2, $3, $4)', [returnId, state, actorId, note]);
  }

  /**
   * Moves a return to `to` in one guarded UPDATE (the transition table's sources for its kind), with its history row;
   * false when it is not in a state that may move there (another request moved it first).
   */
  async move(
    manager: EntityManager,
    returnId: string,
    kind: ReturnKind,
    to: ReturnState,
    actorId: string | null,
    note: string | null,
    fields: { courierId?: string; awb?: string; rejectionReason?: string; receivedAt?: Date; refundDueAt?: Date; refundedAt?: Date } = {},
  ): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE returns SET state = $3::text, updated_at = now(),
         courier_id = coalesce($5::uuid, courier_id), awb = coalesce($6, awb), rejection_reason = coalesce($7, rejection_reason),
         received_at = coalesce($8, received_at), refund_due_at = coalesce($9, refund_due_at), refunded_at = coalesce($10, refunded_at)
       WHERE id = $1 AND kind = $2 AND state = ANY($4::text[])
       RETURNING id`,
      [
        returnId,
        kind,
        to,
        returnSources(kind, to),
        fields.courierId ?? null,
        fields.awb ?? null,
        fields.rejectionReason ?? null,
        fields.receivedAt ?? null,
        fields.refundDueAt ?? null,
        fields.refundedAt ?? null,
      ],
    )) as [{ id: string }[], number];
    if (!rows.length) return false;
    await this.addHistory(manager, returnId, to, actorId, note);
    return true;
  }

  /** Puts the return's pieces back in the stock of products still in the catalogue, rows locked in id order. */
  async restock(manager: EntityManager, returnId: string): Promise<void> {
    const locked = (await manager.query(
      `SELECT p.id FROM products p WHERE p.id IN (SELECT l.product_id FROM return_lines rl JOIN order_lines l ON l.id = rl.order_line_id WHERE rl.return_id = $1)
       ORDER BY p.id FOR UPDATE`,
      [returnId],
    )) as { id: string }[];
    // The pieces go back on sale: the catalogue's kept answers not showing them stay.
    changingStockOnly(manager, locked.map((product) => product.id));
    await manager.query(
      `UPDATE products p SET stock = p.stock + back.quantity
       FROM (SELECT l.product_id, sum(rl.quantity)::int AS quantity FROM return_lines rl JOIN order_lines l ON l.id = rl.order_line_id
             WHERE rl.return_id = $1 AND l.product_id IS NOT NULL GROUP BY l.product_id) back
       WHERE p.id = back.product_id`,
      [returnId],
    );
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<ReturnRow | undefined> {
    const [row] = (await manager.query(`${RETURN_SELECT} WHERE r.id = $1`, [id])) as ReturnRow[];
    return row && revive(row);
  }

  /** The return's row, locked. */
  async lock(manager: EntityManager, id: string): Promise<{ id: string; order_id: string; kind: ReturnKind; state: ReturnState; amount_paise: number; user_id: string } | undefined> {
    const [row] = (await manager.query('SELECT id, order_id, kind, state, amount_paise::float8 AS amount_paise, user_id FROM returns WHERE id = $1 FOR UPDATE', [
      id,
    ])) as { id: string; order_id: string; kind: ReturnKind; state: ReturnState; amount_paise: number; user_id: string }[];
    return row;
  }

  async ofOrder(orderId: string): Promise<ReturnRow[]> {
    return ((await this.dataSource.query(`${RETURN_SELECT} WHERE r.order_id = $1 ORDER BY r.created_at, r.id`, [orderId])) as ReturnRow[]).map(revive);
  }

  /** Which order lines (with position and quantity in the return) a return holds, for its credit note. */
  async creditLines(manager: EntityManager, returnId: string): Promise<{ position: number; quantity: number; line_quantity: number }[]> {
    return (await manager.query(
      `SELECT (SELECT count(*) FROM order_lines x WHERE x.order_id = l.order_id AND (x.position, x.id) < (l.position, l.id))::int AS position,
              rl.quantity, l.quantity AS line_quantity
       FROM return_lines rl JOIN order_lines l ON l.id = rl.order_line_id WHERE rl.return_id = $1`,
      [returnId],
    )) as { position: number; quantity: number; line_quantity: number }[];
  }

  /**
   * Received returns of orders paid online whose refund is due by `now`, oldest first. A cash-on-delivery return is
   * refunded by a transfer only staff can make (its UTR): the job cannot, and 50 of them waiting would starve the rest.
   */
  async dueForRefund(now: Date, limit: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT r.id FROM returns r JOIN orders o ON o.id = r.order_id
       WHERE r.state = 'received' AND r.refund_due_at <= $1 AND o.payment_method IS DISTINCT FROM 'COD' ORDER BY r.refund_due_at LIMIT $2`,
      [now, limit],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  async list(query: ListQuery, filter: ReturnListFilter): Promise<{ rows: ReturnRow[]; total: number }> {
    const conditions: string[] = [];
    const params = new SqlParams();
    if (filter.state) conditions.push(`r.state = ${params.add(filter.state)}`);
    if (filter.kind) conditions.push(`r.kind = ${params.add(filter.kind)}`);
    if (filter.orderId) conditions.push(`r.order_id = ${params.add(filter.orderId)}`);
    if (filter.ids) conditions.push(`r.id = ANY(${params.add(filter.ids)}::uuid[])`);
    if (filter.q) {
      const pattern = params.add(filter.q);
      conditions.push(
        `(o.email ILIKE ${pattern} OR coalesce(u.name, '') ILIKE ${pattern} OR r.awb ILIKE ${pattern} OR r.order_id::text ILIKE ${pattern} OR r.id::text ILIKE ${pattern})`,
      );
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM returns r JOIN orders o ON o.id = r.order_id LEFT JOIN users u ON u.id = r.user_id ${where}`,
      params.values,
    )) as { total: number }[];
    const rows = (await this.dataSource.query(`${RETURN_SELECT} ${where} ORDER BY ${listOrderSql(query)} OFFSET ${params.add(query.skip)} LIMIT ${params.add(query.take)}`, params.values)) as ReturnRow[];
    return { rows: rows.map(revive), total };
  }

  async courier(id: string): Promise<{ id: string; name: string; awb_pattern: string; active: boolean } | undefined> {
    const [row] = (await this.dataSource.query('SELECT id, name, awb_pattern, active FROM couriers WHERE id = $1', [id])) as {
      id: string;
      name: string;
      awb_pattern: string;
      active: boolean;
    }[];
    return row;
  }

  async insertMedia(media: { userId: string; kind: 'photo' | 'video'; storageKey: string; contentType: string; bytes: number }): Promise<MediaRow> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO return_media (user_id, kind, storage_key, content_type, bytes) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, user_id, return_id, kind, storage_key, content_type, bytes::float8 AS bytes, created_at`,
      [media.userId, media.kind, media.storageKey, media.contentType, media.bytes],
    )) as MediaRow[];
    return row;
  }

  async media(id: string): Promise<(MediaRow & { order_user_id: string | null }) | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT m.id, m.user_id, m.return_id, m.kind, m.storage_key, m.content_type, m.bytes::float8 AS bytes, m.created_at, r.user_id AS order_user_id
       FROM return_media m LEFT JOIN returns r ON r.id = m.return_id WHERE m.id = $1`,
      [id],
    )) as (MediaRow & { order_user_id: string | null })[];
    return row;
  }

  /** Uploads never attached to a return, older than `before`: removed with their files. */
  async takeUnattachedMedia(before: Date, limit: number): Promise<string[]> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM return_media WHERE id IN (SELECT id FROM return_media WHERE return_id IS NULL AND created_at < $1 ORDER BY created_at LIMIT $2) RETURNING storage_key`,
      [before, limit],
    )) as [{ storage_key: string }[], number];
    return rows.map((row) => row.storage_key);
  }
}
