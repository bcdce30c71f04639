import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keeps search as fast after a day of orders as on a fresh catalogue. Every order changes its products' stock; when
 * the new row version did not fit on its page, PostgreSQL indexed it afresh, and the search indexes (GIN) took such
 * entries into their pending lists, which every search then reads through. After 5 000 stock changes on 10 000
 * products a search took 16 ms on average instead of 2.5 (p90 55 ms instead of 5) until VACUUM came round.
 *
 * - The search indexes take new entries straight into their trees (fastupdate off): a write costs a little more, a
 *   search never reads a pending list. What is pending now is merged.
 * - Product pages keep a fifth of their space free (fillfactor 80), so a stock change usually stays on its page and
 *   touches no index at all (a HOT update). It applies to pages written from now on.
 */
export class SearchSteadyUnderOrders1764700000000 implements MigrationInterface {
  name = 'SearchSteadyUnderOrders1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" SET (fillfactor = 80)`);
    for (const index of ['idx_products_search', 'idx_products_name_trgm']) {
      await queryRunner.query(`ALTER INDEX "${index}" SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('"${index}"'::regclass)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER INDEX "idx_products_name_trgm" RESET (fastupdate)`);
    await queryRunner.query(`ALTER INDEX "idx_products_search" RESET (fastupdate)`);
    await queryRunner.query(`ALTER TABLE "products" RESET (fillfactor)`);
  }
}
