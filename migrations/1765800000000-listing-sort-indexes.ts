import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole catalogue's listing read off an index in each order the storefront sorts it, ids last as the listing's
 * ORDER BY has them, as migration 1764400000000 did for a category's listing. The single-column indexes on the sort
 * key left the ties to a sort, and once a sale had moved products' rows about (every stock change writes a new row
 * version) and autovacuum had analysed the table, PostgreSQL's generic plan for the newest-first page was to sort the
 * whole catalogue: on 100 000 products, 21 ms a page and 171 pages a second instead of 0.1 ms and 1 760. These three
 * take the single-column ones' places (filters and min/max on the key use them as well), so a change of price still
 * writes as many index entries. Highest price first reads the price index backwards (its ties by id descending,
 * catalog.repository.ts SORT_KEYS). A category's listing by biggest discount had no index and sorted every match.
 */
export class ListingSortIndexes1765800000000 implements MigrationInterface {
  name = 'ListingSortIndexes1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_products_created_id" ON "products" ("created_at" DESC, "id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_price_id" ON "products" ("sale_price_paise", "id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_rating_id" ON "products" ("rating" DESC, "id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_category_discount" ON "products" ("category_id", "discount" DESC, "id")`);
    await queryRunner.query(`DROP INDEX "idx_products_created"`);
    await queryRunner.query(`DROP INDEX "idx_products_sale_price"`);
    await queryRunner.query(`DROP INDEX "idx_products_rating"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_products_rating" ON "products" ("rating")`);
    await queryRunner.query(`CREATE INDEX "idx_products_sale_price" ON "products" ("sale_price_paise")`);
    await queryRunner.query(`CREATE INDEX "idx_products_created" ON "products" ("created_at")`);
    await queryRunner.query(`DROP INDEX "idx_products_category_discount"`);
    await queryRunner.query(`DROP INDEX "idx_products_rating_id"`);
    await queryRunner.query(`DROP INDEX "idx_products_price_id"`);
    await queryRunner.query(`DROP INDEX "idx_products_created_id"`);
  }
}
