import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds (issue 18, the refund core).
 *
 * `refunds`: money going back to a customer for an order. `online` refunds go through the payment gateway against the
 * order's completed payment (`merchant_refund_id` is ours, unique, what the gateway knows it by); `manual` ones are a
 * bank or UPI transfer staff made and record with its UTR. State pending → completed | failed only (the transition
 * table in payment/refund.transitions.ts; every change is a guarded UPDATE). The sum of an order's pending and
 * completed refunds never exceeds what was paid: checked under the order's row lock when a refund is recorded.
 *
 * `sandbox_gateway_refunds`: the built-in simulator's record of the refunds the SDK asked it for.
 */
export class Refunds1765500000000 implements MigrationInterface {
  name = 'Refunds1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "refunds" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "amount_paise" bigint NOT NULL,
        "kind" varchar(8) NOT NULL,
        "merchant_refund_id" varchar(63) NOT NULL,
        "state" varchar(12) NOT NULL DEFAULT 'pending',
        "reference" varchar(100),
        "failure_reason" varchar(300),
        "started_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz,
        CONSTRAINT "pk_refunds" PRIMARY KEY ("id"),
        CONSTRAINT "uq_refunds_merchant_refund_id" UNIQUE ("merchant_refund_id"),
        CONSTRAINT "fk_refunds_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT,
        CONSTRAINT "fk_refunds_started_by" FOREIGN KEY ("started_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "chk_refunds_amount" CHECK ("amount_paise" > 0),
        CONSTRAINT "chk_refunds_kind" CHECK ("kind" IN ('online', 'manual')),
        CONSTRAINT "chk_refunds_state" CHECK ("state" IN ('pending', 'completed', 'failed')),
        CONSTRAINT "chk_refunds_completed" CHECK (("state" = 'completed') = ("completed_at" IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX "idx_refunds_order" ON "refunds" ("order_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_refunds_pending" ON "refunds" ("updated_at") WHERE "state" = 'pending'`);
    await queryRunner.query(`
      CREATE TABLE "sandbox_gateway_refunds" (
        "id" varchar(40) NOT NULL,
        "merchant_refund_id" varchar(63) NOT NULL,
        "original_merchant_order_id" varchar(63) NOT NULL,
        "amount_paise" bigint NOT NULL,
        "state" varchar(12) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_sandbox_gateway_refunds" PRIMARY KEY ("id"),
        CONSTRAINT "uq_sandbox_gateway_refunds_merchant_refund_id" UNIQUE ("merchant_refund_id"),
        CONSTRAINT "chk_sandbox_gateway_refunds_state" CHECK ("state" IN ('PENDING', 'COMPLETED', 'FAILED'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sandbox_gateway_refunds"`);
    await queryRunner.query(`DROP TABLE "refunds"`);
  }
}
