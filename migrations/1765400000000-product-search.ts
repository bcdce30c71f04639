import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's full-text vector: name A, brand B, description C, of the row `row` ('NEW', 'i') or, without one, of
 * the row at hand: then character for character the generated column of migration 1763900000000.
 */
const SEARCH_VECTOR = (row?: string) => {
  const column = (name: string) => (row ? `${row}."${name}"` : `"${name}"`);
  return `setweight(to_tsvector('simple', coalesce(${column('name')}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${column('brand')}, '')), 'B') || setweight(to_tsvector('simple', coalesce(${column('description')}, '')), 'C')`;
};

/**
 * A change of today's rate reprices thousands of pieces in one UPDATE (issue 16), and took 1.4 to 3.5 s on 10 000
 * products, most of it keeping the full-text index: the new price changes `sale_price_paise` (generated, indexed), so
 * no row version could stay on its page without new index entries (a HOT update), and every row version put its
 * generated `search` vector, recomputed, into the GIN index again (~900 k of the statement's 1.3 M buffer reads).
 *
 * The vector moves to a table of its own, `product_search`, one row per product, kept by triggers only when what it
 * is made of changes: a new product, or a change of its name, brand or description. A change of price, stock or
 * rating no longer touches it or its index. The index keeps fastupdate off (migration 1764700000000). Searches join it
 * by product id (catalog.repository.ts).
 */
export class ProductSearch1765400000000 implements MigrationInterface {
  name = 'ProductSearch1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "product_search" (
        "product_id" uuid NOT NULL,
        "search" tsvector NOT NULL,
        CONSTRAINT "pk_product_search" PRIMARY KEY ("product_id"),
        CONSTRAINT "fk_product_search_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE
      )`);
    // New products, a statement at a time (the seed and imports insert thousands at once).
    await queryRunner.query(`
      CREATE FUNCTION "product_search_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "product_search" ("product_id", "search") SELECT i."id", ${SEARCH_VECTOR('i')} FROM "inserted" i;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_product_search_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "inserted"
      FOR EACH STATEMENT EXECUTE FUNCTION "product_search_inserted"()`);
    // A changed name, brand or description; any other change (price, stock, rating) does not fire it.
    await queryRunner.query(`
      CREATE FUNCTION "product_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "product_search" ("product_id", "search") VALUES (NEW."id", ${SEARCH_VECTOR('NEW')})
        ON CONFLICT ("product_id") DO UPDATE SET "search" = EXCLUDED."search";
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER "trg_product_search_updated" AFTER UPDATE OF "name", "brand", "description" ON "products" FOR EACH ROW
      WHEN ((OLD."name", OLD."brand", OLD."description") IS DISTINCT FROM (NEW."name", NEW."brand", NEW."description"))
      EXECUTE FUNCTION "product_search_updated"()`);
    await queryRunner.query(`INSERT INTO "product_search" ("product_id", "search") SELECT "id", "search" FROM "products"`);
    await queryRunner.query(`CREATE INDEX "idx_product_search_search" ON "product_search" USING gin ("search") WITH (fastupdate = off)`);
    await queryRunner.query(`DROP INDEX "idx_products_search"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "search"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'products' AND "name" = 'search'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const generated = SEARCH_VECTOR();
    await queryRunner.query(`ALTER TABLE "products" ADD "search" tsvector GENERATED ALWAYS AS (${generated}) STORED NOT NULL`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value") VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'products', 'search', $1)`,
      [generated],
    );
    await queryRunner.query(`CREATE INDEX "idx_products_search" ON "products" USING gin ("search") WITH (fastupdate = off)`);
    await queryRunner.query(`DROP TRIGGER "trg_product_search_updated" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "product_search_updated"()`);
    await queryRunner.query(`DROP TRIGGER "trg_product_search_inserted" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "product_search_inserted"()`);
    await queryRunner.query(`DROP TABLE "product_search"`);
  }
}
