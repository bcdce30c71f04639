import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders with their line snapshots, coupon uses, online payment attempts, the payment simulator's records and address books. */
export class Orders1764100000000 implements MigrationInterface {
  name = 'Orders1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "addresses" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" varchar(100) NOT NULL,
        "address" varchar(300) NOT NULL,
        "phone" varchar(20) NOT NULL,
        "post" varchar(12) NOT NULL,
        "province" varchar(80) NOT NULL,
        "city" varchar(80) NOT NULL,
        "area" varchar(120) NOT NULL,
        "is_default" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_addresses" PRIMARY KEY ("id"),
        CONSTRAINT "fk_addresses_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_addresses_user_created" ON "addresses" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_addresses_default" ON "addresses" ("user_id") WHERE "is_default"`);

    await queryRunner.query(`
      CREATE TABLE "orders" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid,
        "email" varchar(254) NOT NULL,
        "subtotal_paise" int NOT NULL,
        "discount_paise" int NOT NULL DEFAULT 0,
        "shipping_fee_paise" int NOT NULL DEFAULT 0,
        "total_paise" int NOT NULL,
        "items" int NOT NULL,
        "coupon_id" uuid,
        "coupon_code" varchar(40),
        "shipping_info" jsonb NOT NULL,
        "delivery_status" varchar(16) NOT NULL DEFAULT 'pending',
        "payment_status" varchar(16) NOT NULL DEFAULT 'unpaid',
        "payment_method" varchar(10),
        "cancel_reason" varchar(20),
        "paid_at" timestamptz,
        "cancelled_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_orders" PRIMARY KEY ("id"),
        CONSTRAINT "fk_orders_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "fk_orders_coupon" FOREIGN KEY ("coupon_id") REFERENCES "coupons" ("id") ON DELETE SET NULL,
        CONSTRAINT "chk_orders_delivery_status" CHECK ("delivery_status" IN ('pending', 'placed', 'warehouse', 'shipped', 'delivered', 'cancelled')),
        CONSTRAINT "chk_orders_payment_status" CHECK ("payment_status" IN ('unpaid', 'paid', 'refund_pending', 'refunded')),
        CONSTRAINT "chk_orders_payment_method" CHECK ("payment_method" IS NULL OR "payment_method" IN ('COD', 'ONLINEPAY')),
        CONSTRAINT "chk_orders_amounts" CHECK ("subtotal_paise" >= 0 AND "discount_paise" >= 0 AND "shipping_fee_paise" >= 0 AND "total_paise" >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX "idx_orders_user_created" ON "orders" ("user_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_orders_delivery_created" ON "orders" ("delivery_status", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_orders_created" ON "orders" ("created_at")`);
    await queryRunner.query(
      `CREATE INDEX "idx_orders_awaiting_payment" ON "orders" ("created_at") WHERE "delivery_status" = 'pending' AND "payment_status" = 'unpaid'`,
    );

    await queryRunner.query(`
      CREATE TABLE "order_lines" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "product_id" uuid,
        "name" varchar(200) NOT NULL,
        "slug" varchar(220) NOT NULL DEFAULT '',
        "brand" varchar(100) NOT NULL DEFAULT '',
        "image" text NOT NULL DEFAULT '',
        "price_paise" int NOT NULL,
        "discount" smallint NOT NULL DEFAULT 0,
        "sale_price_paise" int NOT NULL,
        "quantity" int NOT NULL,
        "size" varchar(40) NOT NULL DEFAULT '',
        "color" varchar(40) NOT NULL DEFAULT '',
        "shop_name" varchar(120) NOT NULL DEFAULT '',
        "seller_id" uuid,
        CONSTRAINT "pk_order_lines" PRIMARY KEY ("id"),
        CONSTRAINT "fk_order_lines_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_order_lines_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE SET NULL,
        CONSTRAINT "fk_order_lines_seller" FOREIGN KEY ("seller_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "chk_order_lines_quantity" CHECK ("quantity" >= 1),
        CONSTRAINT "chk_order_lines_prices" CHECK ("price_paise" >= 0 AND "sale_price_paise" >= 0 AND "discount" BETWEEN 0 AND 100)
      )`);
    await queryRunner.query(`CREATE INDEX "idx_order_lines_order" ON "order_lines" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "idx_order_lines_product" ON "order_lines" ("product_id")`);
    await queryRunner.query(`CREATE INDEX "idx_order_lines_seller" ON "order_lines" ("seller_id")`);

    await queryRunner.query(`
      CREATE TABLE "coupon_redemptions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "coupon_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "order_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_coupon_redemptions" PRIMARY KEY ("id"),
        CONSTRAINT "fk_coupon_redemptions_coupon" FOREIGN KEY ("coupon_id") REFERENCES "coupons" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_coupon_redemptions_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_coupon_redemptions_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_coupon_redemptions_coupon_user" ON "coupon_redemptions" ("coupon_id", "user_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_coupon_redemptions_order" ON "coupon_redemptions" ("order_id")`);

    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "merchant_order_id" varchar(63) NOT NULL,
        "provider" varchar(16) NOT NULL,
        "provider_order_id" varchar(100),
        "amount_paise" int NOT NULL,
        "state" varchar(12) NOT NULL DEFAULT 'PENDING',
        "redirect_url" text NOT NULL DEFAULT '',
        "last_response" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_payments" PRIMARY KEY ("id"),
        CONSTRAINT "fk_payments_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE,
        CONSTRAINT "chk_payments_state" CHECK ("state" IN ('PENDING', 'COMPLETED', 'FAILED')),
        CONSTRAINT "chk_payments_amount" CHECK ("amount_paise" > 0)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_payments_merchant_order" ON "payments" ("merchant_order_id")`);
    await queryRunner.query(`CREATE INDEX "idx_payments_order" ON "payments" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "idx_payments_pending" ON "payments" ("created_at") WHERE "state" = 'PENDING'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_payments_completed_order" ON "payments" ("order_id") WHERE "state" = 'COMPLETED'`);

    await queryRunner.query(`
      CREATE TABLE "sandbox_gateway_orders" (
        "id" varchar(40) NOT NULL,
        "merchant_order_id" varchar(63) NOT NULL,
        "amount_paise" int NOT NULL,
        "state" varchar(12) NOT NULL DEFAULT 'PENDING',
        "redirect_url" text NOT NULL,
        "transaction_id" varchar(40),
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_sandbox_gateway_orders" PRIMARY KEY ("id"),
        CONSTRAINT "chk_sandbox_gateway_orders_state" CHECK ("state" IN ('PENDING', 'COMPLETED', 'FAILED'))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_sandbox_gateway_orders_merchant_order" ON "sandbox_gateway_orders" ("merchant_order_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sandbox_gateway_orders"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP TABLE "coupon_redemptions"`);
    await queryRunner.query(`DROP TABLE "order_lines"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP TABLE "addresses"`);
  }
}
