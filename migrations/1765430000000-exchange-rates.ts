import type { MigrationInterface, QueryRunner } from 'typeorm';

const FOREIGN_IN = `'USD', 'EUR', 'GBP', 'AED', 'SGD', 'CAD', 'AUD'`;

/**
 * Prices in the shopper's currency (issue 17).
 *
 * `exchange_rates` holds, for each foreign display currency (currency/currency.ts), the rupees one unit buys as staff
 * set it, exact (numeric, 4 decimals); `exchange_rate_changes` every change (who, when, from what to what). A change
 * clears the kept answers of GET /api/currencies: the table gets the catalogue's change trigger (migration
 * 1764120000000), so every replica hears of it.
 *
 * An order records the currency its prices were shown in and the rate in force when it was placed
 * (`display_currency`, `display_rate`): 'INR' at 1 for every order before this and every rupee order.
 */
export class ExchangeRates1765430000000 implements MigrationInterface {
  name = 'ExchangeRates1765430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "exchange_rates" (
        "currency" char(3) NOT NULL,
        "inr_per_unit" numeric(12,4) NOT NULL,
        "updated_by" uuid,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_exchange_rates" PRIMARY KEY ("currency"),
        CONSTRAINT "chk_exchange_rates_currency" CHECK ("currency" IN (${FOREIGN_IN})),
        CONSTRAINT "chk_exchange_rates_rate" CHECK ("inr_per_unit" > 0),
        CONSTRAINT "fk_exchange_rates_updated_by" FOREIGN KEY ("updated_by") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "exchange_rate_changes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "currency" char(3) NOT NULL,
        "old_inr_per_unit" numeric(12,4),
        "new_inr_per_unit" numeric(12,4) NOT NULL,
        "changed_by" uuid,
        "changed_by_email" varchar(254) NOT NULL DEFAULT '',
        "changed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_exchange_rate_changes" PRIMARY KEY ("id"),
        CONSTRAINT "chk_exchange_rate_changes_currency" CHECK ("currency" IN (${FOREIGN_IN})),
        CONSTRAINT "fk_exchange_rate_changes_changed_by" FOREIGN KEY ("changed_by") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_exchange_rate_changes_changed" ON "exchange_rate_changes" ("changed_at", "id")`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_exchange_rates_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`,
    );
    await queryRunner.query(`
      ALTER TABLE "orders"
        ADD "display_currency" char(3) NOT NULL DEFAULT 'INR',
        ADD "display_rate" numeric(12,4) NOT NULL DEFAULT 1,
        ADD CONSTRAINT "chk_orders_display_rate" CHECK ("display_rate" > 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "chk_orders_display_rate", DROP COLUMN "display_rate", DROP COLUMN "display_currency"`);
    await queryRunner.query(`DROP TRIGGER "trg_exchange_rates_catalog_changed" ON "exchange_rates"`);
    await queryRunner.query(`DROP TABLE "exchange_rate_changes"`);
    await queryRunner.query(`DROP TABLE "exchange_rates"`);
  }
}
