import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST tax invoices and credit notes (issue 16).
 *
 * `document_counters` holds the last number of each series (invoice prefix, credit-note prefix) in each financial
 * year. An invoice takes its number by locking its counter row FOR UPDATE in the transaction that stores it, never
 * from a sequence: a rolled-back transaction gives its number back, so the series stays consecutive as CGST Rule 46(b)
 * asks (invoice/series.ts explains).
 *
 * `invoices`: at most one per order (UNIQUE order_id), its number unique, the tax split and the whole printed document
 * (TaxDocument, jsonb) as issued. `credit_notes`: their own series, each crediting one invoice, at most one per invoice
 * and reason. An order with a document can never be deleted (RESTRICT): tax documents are kept.
 */
const DOCUMENT_COLUMNS = `
  "series" varchar(16) NOT NULL,
  "financial_year" smallint NOT NULL,
  "counter" int NOT NULL,
  "number" varchar(16) NOT NULL,
  "issued_at" timestamptz NOT NULL DEFAULT now(),
  "place_of_supply" varchar(2) NOT NULL,
  "supply_type" varchar(12) NOT NULL,
  "taxable_value_paise" bigint NOT NULL,
  "cgst_paise" bigint NOT NULL,
  "sgst_paise" bigint NOT NULL,
  "igst_paise" bigint NOT NULL,
  "round_off_paise" bigint NOT NULL,
  "total_paise" bigint NOT NULL,
  "document" jsonb NOT NULL`;

/** The checks both kinds of document share, named for their table. */
function documentChecks(table: string): string {
  return `
    CONSTRAINT "chk_${table}_counter" CHECK ("counter" >= 1),
    CONSTRAINT "chk_${table}_number" CHECK ("number" ~ '^[A-Za-z0-9/-]{1,16}$'),
    CONSTRAINT "chk_${table}_supply_type" CHECK ("supply_type" IN ('intra_state', 'inter_state', 'export')),
    CONSTRAINT "chk_${table}_amounts" CHECK ("taxable_value_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0 AND "igst_paise" >= 0 AND "total_paise" >= 0)`;
}

export class Invoices1765320000000 implements MigrationInterface {
  name = 'Invoices1765320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "document_counters" (
        "series" varchar(16) NOT NULL,
        "financial_year" smallint NOT NULL,
        "last_number" int NOT NULL DEFAULT 0,
        CONSTRAINT "pk_document_counters" PRIMARY KEY ("series", "financial_year"),
        CONSTRAINT "chk_document_counters_last_number" CHECK ("last_number" >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE "invoices" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,${DOCUMENT_COLUMNS},
        CONSTRAINT "pk_invoices" PRIMARY KEY ("id"),
        CONSTRAINT "uq_invoices_order" UNIQUE ("order_id"),
        CONSTRAINT "uq_invoices_number" UNIQUE ("number"),
        CONSTRAINT "uq_invoices_series_counter" UNIQUE ("series", "financial_year", "counter"),${documentChecks('invoices')},
        CONSTRAINT "fk_invoices_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE RESTRICT
      )`);
    // The sales register reads a month of documents by date.
    await queryRunner.query(`CREATE INDEX "idx_invoices_issued" ON "invoices" ("issued_at")`);
    await queryRunner.query(`
      CREATE TABLE "credit_notes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "invoice_id" uuid NOT NULL,
        "reason" varchar(16) NOT NULL,${DOCUMENT_COLUMNS},
        CONSTRAINT "pk_credit_notes" PRIMARY KEY ("id"),
        CONSTRAINT "uq_credit_notes_number" UNIQUE ("number"),
        CONSTRAINT "uq_credit_notes_series_counter" UNIQUE ("series", "financial_year", "counter"),
        CONSTRAINT "uq_credit_notes_invoice_reason" UNIQUE ("invoice_id", "reason"),
        CONSTRAINT "chk_credit_notes_reason" CHECK ("reason" IN ('cancelled', 'refunded')),${documentChecks('credit_notes')},
        CONSTRAINT "fk_credit_notes_order" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE RESTRICT,
        CONSTRAINT "fk_credit_notes_invoice" FOREIGN KEY ("invoice_id") REFERENCES "invoices" ("id") ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX "idx_credit_notes_order" ON "credit_notes" ("order_id")`);
    await queryRunner.query(`CREATE INDEX "idx_credit_notes_issued" ON "credit_notes" ("issued_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "credit_notes"`);
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP TABLE "document_counters"`);
  }
}
