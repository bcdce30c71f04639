import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for a category's listing in each order the storefront sorts it, ids last so that ties need no sort: the page
 * comes straight off the index, and a price band within the category is counted from the index alone. Before, a
 * category with a wide price band was counted by reading the whole products table (5 ms on 10 000 products) and
 * its page found by walking a catalogue-wide sort index past every other category's products. The newest-first
 * index takes the place of (category_id, created_at), which it covers (a product page's related pieces too).
 */
export class CatalogCategoryIndexes1764400000000 implements MigrationInterface {
  name = 'CatalogCategoryIndexes1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_products_category_price" ON "products" ("category_id", "sale_price_paise", "id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_category_rating" ON "products" ("category_id", "rating" DESC, "id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_category_newest" ON "products" ("category_id", "created_at" DESC, "id")`);
    await queryRunner.query(`DROP INDEX "idx_products_category_created"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_products_category_created" ON "products" ("category_id", "created_at")`);
    await queryRunner.query(`DROP INDEX "idx_products_category_newest"`);
    await queryRunner.query(`DROP INDEX "idx_products_category_rating"`);
    await queryRunner.query(`DROP INDEX "idx_products_category_price"`);
  }
}
