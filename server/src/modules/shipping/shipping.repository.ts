import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager } from 'typeorm';
import { stillReferenced, uniqueViolation } from '../../database/constraint-violation.js';
import { containsPattern } from '../../common/http/list-filter.js';
import { listOrderSql, type ListQuery } from '../../common/http/simple-rest.js';


/** Another courier has the name (any case). */
export function isCourierNameTaken(error: unknown): boolean {
  return uniqueViolation(error, 'uq_couriers_name');
}

/** The courier has shipments, which keep it (ON DELETE RESTRICT). */
export function isCourierInUse(error: unknown): boolean {
  return stillReferenced(error, 'fk_shipments_courier');
}

/** The courier already has a shipment of this AWB. */
export function isAwbTaken(error: unknown): boolean {
  return uniqueViolation(error, 'uq_shipments_courier_awb');
}

export type CourierRow = {
  id: string;
  name: string;
  tracking_url_template: string;
  awb_pattern: string;
  active: boolean;
  created_at: Date;
  /** Shipments it has carried. */
  shipments: number;
};

export type CourierFields = { name: string; trackingUrlTemplate: string; awbPattern: string; active: boolean };

export type CourierListFilter = { q?: string; active?: boolean; ids?: string[] };

/** An order line as shipping reads it: whose product it is and the shipment carrying it, if any. */
export type ShippableLine = { id: string; seller_id: string | null; shipment_id: string | null };

/** A shipment read under its row lock, with the sellers whose lines it carries. */
export type LockedShipment = { id: string; order_id: string; delivered_at: Date | null; seller_ids: (string | null)[] };

export type NewShipment = {
  orderId: string;
  courierId: string;
  awb: string;
  weightGrams: number | null;
  packages: number;
  shippedBy: string | null;
  lineIds: string[];
};

const COURIER_COLUMNS = `c.id, c.name, c.tracking_url_template, c.awb_pattern, c.active, c.created_at,
  (SELECT count(*)::int FROM shipments s WHERE s.courier_id = c.id) AS shipments`;

/**
 * The shipping module's SQL: couriers, shipments and their lines. The order's own row is locked and moved by the order
 * module; methods taking a `manager` run inside the caller's transaction.
 */
@Injectable()
export class ShippingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listCouriers(query: ListQuery, filter: CourierListFilter): Promise<{ rows: CourierRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.q) {
      params.push(containsPattern(filter.q));
      where.push(`c.name ILIKE $${params.length}`);
    }
    if (filter.active !== undefined) {
      params.push(filter.active);
      where.push(`c.active = $${params.length}`);
    }
    if (filter.ids) {
      params.push(filter.ids);
      where.push(`c.id = ANY($${params.length}::uuid[])`);
    }
    params.push(query.take, query.skip);
    const rows = (await this.dataSource.query(
      `SELECT ${COURIER_COLUMNS}, count(*) OVER ()::int AS total_count FROM couriers c
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY ${listOrderSql(query)} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    )) as (CourierRow & { total_count: number })[];
    return { rows, total: rows[0]?.total_count ?? 0 };
  }

  async findCourier(id: string, manager: EntityManager = this.dataSource.manager): Promise<CourierRow | undefined> {
    const [row] = (await manager.query(`SELECT ${COURIER_COLUMNS} FROM couriers c WHERE c.id = $1`, [id])) as CourierRow[];
    return row;
  }

  async insertCourier(fields: CourierFields): Promise<string> {
    const [row] = (await this.dataSource.query(
      'INSERT INTO couriers (name, tracking_url_template, awb_pattern, active) VALUES ($1, $2, $3, $4) RETURNING id',
      [fields.name, fields.trackingUrlTemplate, fields.awbPattern, fields.active],
    )) as { id: string }[];
    return row.id;
  }

  /** Answers whether the courier exists. */
  async updateCourier(id: string, fields: CourierFields): Promise<boolean> {
    const [rows] = (await this.dataSource.query(
      `UPDATE couriers SET name = $2, tracking_url_template = $3, awb_pattern = $4, active = $5, updated_at = now() WHERE id = $1 RETURNING id`,
      [id, fields.name, fields.trackingUrlTemplate, fields.awbPattern, fields.active],
    )) as [{ id: string }[], number];
    return rows.length > 0;
  }

  async deleteCourier(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM couriers WHERE id = $1', [id]);
  }

  /** The order's lines with their seller and shipment, locked against a racing shipment of the same lines. */
  async lockLines(orderId: string, manager: EntityManager): Promise<ShippableLine[]> {
    return (await manager.query(
      `SELECT l.id, l.seller_id, sl.shipment_id FROM order_lines l LEFT JOIN shipment_lines sl ON sl.order_line_id = l.id
       WHERE l.order_id = $1 ORDER BY l.position, l.id FOR UPDATE OF l`,
      [orderId],
    )) as ShippableLine[];
  }

  async insertShipment(shipment: NewShipment, manager: EntityManager): Promise<string> {
    const [row] = (await manager.query(
      `WITH made AS (
         INSERT INTO shipments (order_id, courier_id, awb, weight_grams, packages, shipped_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
       ), carried AS (
         INSERT INTO shipment_lines (shipment_id, order_line_id) SELECT made.id, line FROM made, unnest($7::uuid[]) AS line
       )
       SELECT id FROM made`,
      [shipment.orderId, shipment.courierId, shipment.awb, shipment.weightGrams, shipment.packages, shipment.shippedBy, shipment.lineIds],
    )) as { id: string }[];
    return row.id;
  }

  /** The order a shipment belongs to; undefined when unknown. */
  async orderOf(shipmentId: string, manager: EntityManager): Promise<string | undefined> {
    const [row] = (await manager.query('SELECT order_id FROM shipments WHERE id = $1', [shipmentId])) as { order_id: string }[];
    return row?.order_id;
  }

  /** The shipment, its row locked for the rest of the transaction; undefined when unknown. */
  async lockShipment(id: string, manager: EntityManager): Promise<LockedShipment | undefined> {
    const [row] = (await manager.query(
      `SELECT s.id, s.order_id, s.delivered_at,
         (SELECT coalesce(array_agg(DISTINCT l.seller_id), '{}') FROM shipment_lines sl JOIN order_lines l ON l.id = sl.order_line_id WHERE sl.shipment_id = s.id) AS seller_ids
       FROM shipments s WHERE s.id = $1 FOR UPDATE OF s`,
      [id],
    )) as LockedShipment[];
    return row;
  }

  /** The shipments of this AWB (of the named courier, any case, when given): usually one. */
  async findByAwb(awb: string, courier: string | undefined): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT s.id FROM shipments s JOIN couriers c ON c.id = s.courier_id WHERE s.awb = $1 AND ($2::text IS NULL OR lower(c.name) = lower($2))`,
      [awb, courier ?? null],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** delivered_at set once; answers whether this call set it. */
  async markDelivered(id: string, manager: EntityManager): Promise<boolean> {
    const [rows] = (await manager.query(
      'UPDATE shipments SET delivered_at = greatest(now(), shipped_at) WHERE id = $1 AND delivered_at IS NULL RETURNING id',
      [id],
    )) as [{ id: string }[], number];
    return rows.length > 0;
  }

  /** Whether every line of the order is in a shipment and every shipment delivered. */
  async allDelivered(orderId: string, manager: EntityManager): Promise<boolean> {
    const [row] = (await manager.query(
      `SELECT NOT EXISTS (SELECT 1 FROM order_lines l LEFT JOIN shipment_lines sl ON sl.order_line_id = l.id WHERE l.order_id = $1 AND sl.shipment_id IS NULL)
          AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = $1 AND s.delivered_at IS NULL) AS done`,
      [orderId],
    )) as { done: boolean }[];
    return row.done;
  }
}
