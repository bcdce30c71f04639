import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes in the exact order of the catalogue's tie-heavy lists, ids last: many products share a rating or a
 * discount, and without the id in the index PostgreSQL reads and sorts the whole tie before it can stop at
 * the first 12. Home top rated and biggest discounts, and a product page's "more from this shop".
 */
export class CatalogSortIndexes1764130000000 implements MigrationInterface {
  name = 'CatalogSortIndexes1764130000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_products_top_rated" ON "products" ("rating" DESC, "review_count" DESC, "id") WHERE "review_count" > 0`);
    await queryRunner.query(`CREATE INDEX "idx_products_discount_id" ON "products" ("discount" DESC, "id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_shop_rating" ON "products" ("shop_name", "rating" DESC, "id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_products_shop_rating"`);
    await queryRunner.query(`DROP INDEX "idx_products_discount_id"`);
    await queryRunner.query(`DROP INDEX "idx_products_top_rated"`);
  }
}
