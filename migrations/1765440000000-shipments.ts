import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipments, tracking and the order timeline (issue 17).
 *
 * `couriers`: the staff-kept list a shipment names, each with its public tracking page as a URL template holding
 * `{awb}` and the pattern its AWB numbers follow. It starts with the couriers Indian jewellers ship by; where a
 * courier's tracking page takes no AWB in its address, the template is its tracking page with the AWB as a query.
 *
 * `shipments`: a parcel of an order handed to a courier (AWB unique per courier), delivered once `delivered_at` is set.
 * `shipment_lines`: which order lines it carries; a line travels in at most one shipment (its primary key).
 *
 * `order_status_history`: every delivery status an order has had and when. Written by a trigger on `orders`, so every
 * path that changes a status (placing, paying, cash on delivery, staff, the expiry job, shipments) records it in the
 * same transaction. An order inserted with a status further along (the demo seed, orders older than this migration)
 * gets the steps to it spread evenly between its creation and its last update.
 */
const COURIERS: readonly [name: string, template: string, pattern: string][] = [
  ['BVC Logistics', 'https://www.bvclogistics.com/track-shipment?awb={awb}', '^[A-Z0-9]{6,20}$'],
  ['Sequel Logistics', 'https://sequel247.com/track?awb={awb}', '^[A-Z0-9]{6,20}$'],
  ['Blue Dart', 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}', '^[0-9]{11}$'],
  ['Delhivery', 'https://www.delhivery.com/track/package/{awb}', '^[0-9]{10,16}$'],
  ['DTDC', 'https://www.dtdc.in/trace.asp?strCnno={awb}', '^[A-Z0-9]{9,12}$'],
  ['India Post Speed Post', 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}', '^[A-Z]{2}[0-9]{9}IN$'],
  ['DHL Express', 'https://www.dhl.com/in-en/home/tracking/tracking-express.html?submit=1&tracking-id={awb}', '^[0-9]{10}$'],
  ['FedEx', 'https://www.fedex.com/fedextrack/?trknbr={awb}', '^[0-9]{12}([0-9]{3})?$'],
];

export class Shipments1765440000000 implements MigrationInterface {
  name = 'Shipments1765440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "couriers" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(60) NOT NULL,
        "tracking_url_template" varchar(300) NOT NULL,
        "awb_pattern" varchar(200) NOT NULL,
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_couriers" PRIMARY KEY ("id"),
        CONSTRAINT "chk_couriers_template" CHECK ("tracking_url_template" ~ '^https://' AND position('{awb}' IN "tracking_url_template") > 0)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_couriers_name" ON "couriers" (lower("name"))`);
    await queryRunner.query(
      `INSERT INTO "couriers" ("name", "tracking_url_template", "awb_pattern") SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
      [COURIERS.map((c) => c[0]), COURIERS.map((c) => c[1]), COURIERS.map((c) => c[2])],
    );

    await queryRunner.query(`
      CREATE TABLE "shipments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "courier_id" uuid NOT NULL,
        "awb" varchar(40) NOT NULL,
        "weight_grams" int,
        "packages" smallint NOT NULL DEFAULT 1,
        "shipped_by" uuid,
        "shipped_at" timestamptz NOT NULL DEFAULT now(),
        "delivered_at" timestamptz,
        CONSTRAINT "pk_shipments" PRIMARY KEY ("id"),
        CONSTRAINT "uq_shipments_courier_awb" UNIQUE ("courier_id", "awb"),
        CONSTRAINT "chk_shipments_weight" CHECK ("weight_grams" IS NULL OR "weight_grams" BETWEEN 1 AND 1000000),
        CONSTRAINT "chk_shipments_packages" CHECK ("packages" BETWEEN 1 AND 99),
        CONSTRAINT "chk_shipments_delivered" CHECK ("delivered_at" IS NULL OR "delivered_at" >= "shipped_at"),
        CONSTRAINT "fk_shipments_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_shipments_courier" FOREIGN KEY ("courier_id") REFERENCES "couriers" ("id") ON DELETE RESTRICT,
        CONSTRAINT "fk_shipments_shipped_by" FOREIGN KEY ("shipped_by") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_shipments_order" ON "shipments" ("order_id")`);
    await queryRunner.query(`
      CREATE TABLE "shipment_lines" (
        "order_line_id" uuid NOT NULL,
        "shipment_id" uuid NOT NULL,
        CONSTRAINT "pk_shipment_lines" PRIMARY KEY ("order_line_id"),
        CONSTRAINT "fk_shipment_lines_line" FOREIGN KEY ("order_line_id") REFERENCES "order_lines" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_shipment_lines_shipment" FOREIGN KEY ("shipment_id") REFERENCES "shipments" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_shipment_lines_shipment" ON "shipment_lines" ("shipment_id")`);

    await queryRunner.query(`
      CREATE TABLE "order_status_history" (
        "id" bigserial NOT NULL,
        "order_id" uuid NOT NULL,
        "delivery_status" varchar(16) NOT NULL,
        "at" timestamptz NOT NULL,
        CONSTRAINT "pk_order_status_history" PRIMARY KEY ("id"),
        CONSTRAINT "fk_order_status_history_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_order_status_history_order" ON "order_status_history" ("order_id", "at")`);
    // The steps an order took to reach its status, spread evenly from its creation to its last update.
    await queryRunner.query(`
      CREATE FUNCTION "order_status_path"(order_id uuid, status text, created timestamptz, updated timestamptz) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        steps text[] := CASE status
          WHEN 'placed' THEN ARRAY['pending', 'placed']
          WHEN 'warehouse' THEN ARRAY['pending', 'placed', 'warehouse']
          WHEN 'shipped' THEN ARRAY['pending', 'placed', 'warehouse', 'shipped']
          WHEN 'delivered' THEN ARRAY['pending', 'placed', 'warehouse', 'shipped', 'delivered']
          WHEN 'cancelled' THEN ARRAY['pending', 'cancelled']
          ELSE ARRAY[status] END;
        span interval := greatest(updated - created, interval '0');
        n int := array_length(steps, 1);
      BEGIN
        INSERT INTO "order_status_history" ("order_id", "delivery_status", "at")
        SELECT order_id, steps[i], created + CASE WHEN n = 1 THEN interval '0' ELSE span * (i - 1) / (n - 1) END
        FROM generate_series(1, n) AS i;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "record_order_status"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM "order_status_path"(NEW.id, NEW.delivery_status, NEW.created_at, NEW.updated_at);
        ELSE
          INSERT INTO "order_status_history" ("order_id", "delivery_status", "at") VALUES (NEW.id, NEW.delivery_status, clock_timestamp());
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "trg_orders_status_inserted" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "record_order_status"()`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_orders_status_changed" AFTER UPDATE OF "delivery_status" ON "orders" FOR EACH ROW
       WHEN (OLD."delivery_status" IS DISTINCT FROM NEW."delivery_status") EXECUTE FUNCTION "record_order_status"()`,
    );
    await queryRunner.query(`SELECT "order_status_path"(id, delivery_status, created_at, updated_at) FROM "orders"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_orders_status_changed" ON "orders"`);
    await queryRunner.query(`DROP TRIGGER "trg_orders_status_inserted" ON "orders"`);
    await queryRunner.query(`DROP FUNCTION "record_order_status"()`);
    await queryRunner.query(`DROP FUNCTION "order_status_path"(uuid, text, timestamptz, timestamptz)`);
    await queryRunner.query(`DROP TABLE "order_status_history"`);
    await queryRunner.query(`DROP TABLE "shipment_lines"`);
    await queryRunner.query(`DROP TABLE "shipments"`);
    await queryRunner.query(`DROP TABLE "couriers"`);
  }
}
