import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pieces priced like an Indian jeweller's (issue 16).
 *
 * Products (gifts are products too) learn what they are made of: `pricing` ('fixed' as before, or 'rate_linked' from
 * today's rate), `purity` (a code of pricing/metal.ts, null for plated and fashion pieces), `net_weight_mg` (grams to
 * three decimals), the making charge (`making_kind` per_gram | percent | fixed with `making_value` in paise per gram,
 * basis points or paise), other charges (`charges`, a JSON array of {label, paise}: "CZ", "ruby", "enamel"), the HSN
 * code they are billed under and, for hallmarked gold, the BIS HUID (six letters or digits, unique per piece).
 *
 * `metal_rates` holds today's rate per gram for each purity, `metal_rate_changes` every change to it (who, when, the
 * old and new rate, how many pieces it repriced). It starts empty: a shop sets its rates before it links pieces to them.
 *
 * Order lines keep what they were when the order was placed: purity, weight and HSN, the price breakup as the shopper
 * saw it, and the line's taxable value and GST, so that a later change of rate never alters an order. Lines stored
 * before this migration get their taxable value and GST backed out of what was paid, as an invoice would.
 *
 * Money can reach crores: every price and total becomes bigint (int stops at 2^31 paise, about ₹2.1 crore). The
 * generated sale price is dropped and added again around the change of type, with the indexes that use it.
 */
const PURITY_CODES = ['gold_24k', 'gold_22k', 'gold_18k', 'gold_14k', 'silver_999', 'silver_925', 'platinum_950'];
const PURITY_IN = PURITY_CODES.map((code) => `'${code}'`).join(', ');

/** The products table's generated sale price: the same expression as the entity's asExpression. */
const SALE_PRICE = '"price_paise" - (("price_paise" * "discount") / 10000) * 100';

const WIDENED: [table: string, columns: string[]][] = [
  ['orders', ['subtotal_paise', 'discount_paise', 'shipping_fee_paise', 'total_paise']],
  ['order_lines', ['price_paise', 'sale_price_paise']],
  ['payments', ['amount_paise']],
  ['sandbox_gateway_orders', ['amount_paise']],
  ['coupons', ['min_order_paise']],
];

export class JewellerPricing1765300000000 implements MigrationInterface {
  name = 'JewellerPricing1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.retypeProductPrice(queryRunner, 'bigint');
    for (const [table, columns] of WIDENED) {
      await queryRunner.query(`ALTER TABLE "${table}" ${columns.map((column) => `ALTER COLUMN "${column}" TYPE bigint`).join(', ')}`);
    }

    await queryRunner.query(`
      ALTER TABLE "products"
        ADD "pricing" varchar(12) NOT NULL DEFAULT 'fixed',
        ADD "purity" varchar(16),
        ADD "net_weight_mg" int NOT NULL DEFAULT 0,
        ADD "making_kind" varchar(10) NOT NULL DEFAULT 'fixed',
        ADD "making_value" bigint NOT NULL DEFAULT 0,
        ADD "charges" jsonb NOT NULL DEFAULT '[]',
        ADD "hsn" varchar(8) NOT NULL DEFAULT '7113',
        ADD "huid" varchar(6),
        ADD CONSTRAINT "chk_products_pricing" CHECK ("pricing" IN ('fixed', 'rate_linked')),
        ADD CONSTRAINT "chk_products_purity" CHECK ("purity" IS NULL OR "purity" IN (${PURITY_IN})),
        ADD CONSTRAINT "chk_products_net_weight" CHECK ("net_weight_mg" >= 0),
        ADD CONSTRAINT "chk_products_making" CHECK ("making_kind" IN ('per_gram', 'percent', 'fixed') AND "making_value" >= 0),
        ADD CONSTRAINT "chk_products_charges" CHECK (jsonb_typeof("charges") = 'array'),
        ADD CONSTRAINT "chk_products_hsn" CHECK ("hsn" ~ '^[0-9]{4,8}$'),
        ADD CONSTRAINT "chk_products_huid" CHECK ("huid" IS NULL OR "huid" ~ '^[A-Z0-9]{6}$'),
        ADD CONSTRAINT "chk_products_rate_linked" CHECK ("pricing" = 'fixed' OR ("purity" IS NOT NULL AND "net_weight_mg" > 0))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_products_huid" ON "products" ("huid") WHERE "huid" IS NOT NULL`);
    // The repricing statement's rows: the rate-linked pieces of one purity.
    await queryRunner.query(`CREATE INDEX "idx_products_rate_linked" ON "products" ("purity") WHERE "pricing" = 'rate_linked'`);

    await queryRunner.query(`
      CREATE TABLE "metal_rates" (
        "purity" varchar(16) NOT NULL,
        "rate_paise_per_gram" bigint NOT NULL,
        "updated_by" uuid,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_metal_rates" PRIMARY KEY ("purity"),
        CONSTRAINT "chk_metal_rates_purity" CHECK ("purity" IN (${PURITY_IN})),
        CONSTRAINT "chk_metal_rates_rate" CHECK ("rate_paise_per_gram" >= 0),
        CONSTRAINT "fk_metal_rates_updated_by" FOREIGN KEY ("updated_by") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "metal_rate_changes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "purity" varchar(16) NOT NULL,
        "old_rate_paise_per_gram" bigint,
        "new_rate_paise_per_gram" bigint NOT NULL,
        "changed_by" uuid,
        "changed_by_email" varchar(254) NOT NULL DEFAULT '',
        "repriced" int NOT NULL DEFAULT 0,
        "changed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_metal_rate_changes" PRIMARY KEY ("id"),
        CONSTRAINT "chk_metal_rate_changes_purity" CHECK ("purity" IN (${PURITY_IN})),
        CONSTRAINT "fk_metal_rate_changes_changed_by" FOREIGN KEY ("changed_by") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_metal_rate_changes_changed" ON "metal_rate_changes" ("changed_at", "id")`);
    await queryRunner.query(`CREATE INDEX "idx_metal_rate_changes_purity" ON "metal_rate_changes" ("purity", "changed_at")`);

    await queryRunner.query(`
      ALTER TABLE "order_lines"
        ADD "hsn" varchar(8) NOT NULL DEFAULT '7113',
        ADD "purity" varchar(16),
        ADD "net_weight_mg" int,
        ADD "breakup" jsonb,
        ADD "taxable_value_paise" bigint NOT NULL DEFAULT 0,
        ADD "gst_paise" bigint NOT NULL DEFAULT 0`);
    // Lines stored before: GST backed out of what was paid for them (3 %, value = amount × 100 / 103 rounded half up).
    await queryRunner.query(`
      UPDATE "order_lines" SET
        "taxable_value_paise" = round(("sale_price_paise" * "quantity") * 10000 / 10300.0),
        "gst_paise" = "sale_price_paise" * "quantity" - round(("sale_price_paise" * "quantity") * 10000 / 10300.0)`);
    await queryRunner.query(
      `ALTER TABLE "order_lines" ADD CONSTRAINT "chk_order_lines_tax" CHECK ("taxable_value_paise" >= 0 AND "gst_paise" >= 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "order_lines" DROP CONSTRAINT "chk_order_lines_tax",
        DROP COLUMN "gst_paise", DROP COLUMN "taxable_value_paise", DROP COLUMN "breakup", DROP COLUMN "net_weight_mg",
        DROP COLUMN "purity", DROP COLUMN "hsn"`);
    await queryRunner.query(`DROP TABLE "metal_rate_changes"`);
    await queryRunner.query(`DROP TABLE "metal_rates"`);
    await queryRunner.query(`DROP INDEX "idx_products_rate_linked"`);
    await queryRunner.query(`DROP INDEX "uq_products_huid"`);
    await queryRunner.query(`
      ALTER TABLE "products"
        DROP CONSTRAINT "chk_products_rate_linked", DROP CONSTRAINT "chk_products_huid", DROP CONSTRAINT "chk_products_hsn",
        DROP CONSTRAINT "chk_products_charges", DROP CONSTRAINT "chk_products_making", DROP CONSTRAINT "chk_products_net_weight",
        DROP CONSTRAINT "chk_products_purity", DROP CONSTRAINT "chk_products_pricing",
        DROP COLUMN "huid", DROP COLUMN "hsn", DROP COLUMN "charges", DROP COLUMN "making_value", DROP COLUMN "making_kind",
        DROP COLUMN "net_weight_mg", DROP COLUMN "purity", DROP COLUMN "pricing"`);
    for (const [table, columns] of [...WIDENED].reverse()) {
      await queryRunner.query(`ALTER TABLE "${table}" ${columns.map((column) => `ALTER COLUMN "${column}" TYPE int`).join(', ')}`);
    }
    await this.retypeProductPrice(queryRunner, 'int');
  }

  /** PostgreSQL cannot change the type of a column a generated column reads: the sale price goes and comes back. */
  private async retypeProductPrice(queryRunner: QueryRunner, type: 'bigint' | 'int'): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_products_category_price"`);
    await queryRunner.query(`DROP INDEX "idx_products_sale_price"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "sale_price_paise"`);
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "price_paise" TYPE ${type}`);
    await queryRunner.query(`ALTER TABLE "products" ADD "sale_price_paise" ${type} GENERATED ALWAYS AS (${SALE_PRICE}) STORED NOT NULL`);
    await queryRunner.query(`CREATE INDEX "idx_products_sale_price" ON "products" ("sale_price_paise")`);
    await queryRunner.query(`CREATE INDEX "idx_products_category_price" ON "products" ("category_id", "sale_price_paise", "id")`);
  }
}
