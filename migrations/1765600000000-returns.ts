import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns and missing-item claims (issue 18).
 *
 * `products.non_returnable`: the kind of piece the refund policy (spec 9) takes no return of — personalised, coin,
 * utensil, idol — set by staff; null when the piece may be returned. `order_lines.non_returnable` snapshots it when the
 * order is placed (lines of orders placed before this migration take their product's, which is all they can have).
 *
 * `returns`: a customer's request about a delivered order, `kind` return (pieces sent back) or missing (a piece that
 * was not in the parcel, shown by an unboxing video). `state` moves only through returns/return.transitions.ts, each
 * change a guarded UPDATE with a row in `return_history` (who, when, note). `return_lines`: the order lines and how
 * many of each. `return_media`: the customer's photos and videos, kept privately (returns/private-media.ts) by key;
 * an upload not yet attached to a return has `return_id` null. `refund_to`: where a cash-on-delivery order's money
 * goes back (UPI ID or bank account), null for one paid online.
 *
 * `refunds.return_id`: the return a refund pays back (null for a cancellation's refund). `credit_notes.return_id`: a
 * credit note for the returned lines only (reason `returned`), one per return; the whole-invoice credit notes keep
 * their one per invoice and reason.
 */
export class Returns1765600000000 implements MigrationInterface {
  name = 'Returns1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const kinds = `('personalised', 'coin', 'utensil', 'idol')`;
    await queryRunner.query(`ALTER TABLE "products" ADD "non_returnable" varchar(16), ADD CONSTRAINT "chk_products_non_returnable" CHECK ("non_returnable" IN ${kinds})`);
    await queryRunner.query(
      `ALTER TABLE "order_lines" ADD "non_returnable" varchar(16), ADD CONSTRAINT "chk_order_lines_non_returnable" CHECK ("non_returnable" IN ${kinds})`,
    );
    await queryRunner.query(`
      CREATE TABLE "returns" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "kind" varchar(8) NOT NULL,
        "state" varchar(12) NOT NULL DEFAULT 'requested',
        "reason" varchar(24) NOT NULL,
        "comment" varchar(1000),
        "refund_to" jsonb,
        "amount_paise" bigint NOT NULL,
        "courier_id" uuid,
        "awb" varchar(40),
        "rejection_reason" varchar(500),
        "received_at" timestamptz,
        "refund_due_at" timestamptz,
        "refunded_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_returns" PRIMARY KEY ("id"),
        CONSTRAINT "fk_returns_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE RESTRICT,
        CONSTRAINT "fk_returns_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE RESTRICT,
        CONSTRAINT "fk_returns_courier" FOREIGN KEY ("courier_id") REFERENCES "couriers" ("id") ON DELETE RESTRICT,
        CONSTRAINT "uq_returns_courier_awb" UNIQUE ("courier_id", "awb"),
        CONSTRAINT "chk_returns_kind" CHECK ("kind" IN ('return', 'missing')),
        CONSTRAINT "chk_returns_state" CHECK ("state" IN ('requested', 'approved', 'rejected', 'cancelled', 'received', 'refunding', 'refunded')),
        CONSTRAINT "chk_returns_amount" CHECK ("amount_paise" >= 0),
        CONSTRAINT "chk_returns_pickup" CHECK (("courier_id" IS NULL) = ("awb" IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX "idx_returns_order" ON "returns" ("order_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_returns_state" ON "returns" ("state", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_returns_refund_due" ON "returns" ("refund_due_at") WHERE "state" = 'received'`);
    await queryRunner.query(`
      CREATE TABLE "return_lines" (
        "return_id" uuid NOT NULL,
        "order_line_id" uuid NOT NULL,
        "quantity" int NOT NULL,
        CONSTRAINT "pk_return_lines" PRIMARY KEY ("return_id", "order_line_id"),
        CONSTRAINT "fk_return_lines_return" FOREIGN KEY ("return_id") REFERENCES "returns" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_return_lines_line" FOREIGN KEY ("order_line_id") REFERENCES "order_lines" ("id") ON DELETE RESTRICT,
        CONSTRAINT "chk_return_lines_quantity" CHECK ("quantity" >= 1)
      )`);
    await queryRunner.query(`CREATE INDEX "idx_return_lines_line" ON "return_lines" ("order_line_id")`);
    await queryRunner.query(`
      CREATE TABLE "return_history" (
        "id" bigserial NOT NULL,
        "return_id" uuid NOT NULL,
        "state" varchar(12) NOT NULL,
        "actor_id" uuid,
        "note" varchar(500),
        "at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "pk_return_history" PRIMARY KEY ("id"),
        CONSTRAINT "fk_return_history_return" FOREIGN KEY ("return_id") REFERENCES "returns" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_return_history_actor" FOREIGN KEY ("actor_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_return_history_return" ON "return_history" ("return_id", "at")`);
    await queryRunner.query(`
      CREATE TABLE "return_media" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "return_id" uuid,
        "kind" varchar(8) NOT NULL,
        "storage_key" varchar(200) NOT NULL,
        "content_type" varchar(40) NOT NULL,
        "bytes" bigint NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_return_media" PRIMARY KEY ("id"),
        CONSTRAINT "uq_return_media_key" UNIQUE ("storage_key"),
        CONSTRAINT "fk_return_media_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_return_media_return" FOREIGN KEY ("return_id") REFERENCES "returns" ("id") ON DELETE CASCADE,
        CONSTRAINT "chk_return_media_kind" CHECK ("kind" IN ('photo', 'video')),
        CONSTRAINT "chk_return_media_type" CHECK ("content_type" IN ('image/webp', 'video/mp4', 'video/webm'))
      )`);
    await queryRunner.query(`CREATE INDEX "idx_return_media_return" ON "return_media" ("return_id")`);
    await queryRunner.query(`CREATE INDEX "idx_return_media_unattached" ON "return_media" ("created_at") WHERE "return_id" IS NULL`);

    await queryRunner.query(`ALTER TABLE "refunds" ADD "return_id" uuid, ADD CONSTRAINT "fk_refunds_return" FOREIGN KEY ("return_id") REFERENCES "returns" ("id") ON DELETE RESTRICT`);
    await queryRunner.query(`CREATE INDEX "idx_refunds_return" ON "refunds" ("return_id") WHERE "return_id" IS NOT NULL`);

    await queryRunner.query(`ALTER TABLE "credit_notes" ADD "return_id" uuid, ADD CONSTRAINT "fk_credit_notes_return" FOREIGN KEY ("return_id") REFERENCES "returns" ("id") ON DELETE RESTRICT`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP CONSTRAINT "chk_credit_notes_reason"`);
    await queryRunner.query(`ALTER TABLE "credit_notes" ADD CONSTRAINT "chk_credit_notes_reason" CHECK ("reason" IN ('cancelled', 'refunded', 'returned'))`);
    await queryRunner.query(`ALTER TABLE "credit_notes" ADD CONSTRAINT "chk_credit_notes_return" CHECK (("reason" = 'returned') = ("return_id" IS NOT NULL))`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP CONSTRAINT "uq_credit_notes_invoice_reason"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_credit_notes_invoice_reason" ON "credit_notes" ("invoice_id", "reason") WHERE "return_id" IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_credit_notes_return" ON "credit_notes" ("return_id") WHERE "return_id" IS NOT NULL`);

    await queryRunner.query(`UPDATE "order_lines" l SET "non_returnable" = p."non_returnable" FROM "products" p WHERE p."id" = l."product_id" AND p."non_returnable" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_credit_notes_return"`);
    await queryRunner.query(`DELETE FROM "credit_notes" WHERE "return_id" IS NOT NULL`);
    await queryRunner.query(`DROP INDEX "uq_credit_notes_invoice_reason"`);
    await queryRunner.query(`ALTER TABLE "credit_notes" ADD CONSTRAINT "uq_credit_notes_invoice_reason" UNIQUE ("invoice_id", "reason")`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP CONSTRAINT "chk_credit_notes_return"`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP CONSTRAINT "chk_credit_notes_reason"`);
    await queryRunner.query(`ALTER TABLE "credit_notes" ADD CONSTRAINT "chk_credit_notes_reason" CHECK ("reason" IN ('cancelled', 'refunded'))`);
    await queryRunner.query(`ALTER TABLE "credit_notes" DROP COLUMN "return_id"`);
    await queryRunner.query(`DROP INDEX "idx_refunds_return"`);
    await queryRunner.query(`ALTER TABLE "refunds" DROP COLUMN "return_id"`);
    await queryRunner.query(`DROP TABLE "return_media"`);
    await queryRunner.query(`DROP TABLE "return_history"`);
    await queryRunner.query(`DROP TABLE "return_lines"`);
    await queryRunner.query(`DROP TABLE "returns"`);
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "non_returnable"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "non_returnable"`);
  }
}
