import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops `idx_products_discount` (discount): `idx_products_discount_id` (discount DESC, id, migration 1764130000000)
 * answers every query it served — the minimum-discount filter, its count and the biggest-discount list — as fast
 * (PostgreSQL chose the wider one for each already, but the count). A change of price cannot leave a product's row
 * version on its page (`sale_price_paise` is indexed), so every index gets a new entry for every repriced piece:
 * one index fewer is ~17 k buffer reads fewer of ~350 k when a rate change reprices 8 500 pieces.
 */
export class ProductsDiscountIndex1765401000000 implements MigrationInterface {
  name = 'ProductsDiscountIndex1765401000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_products_discount"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_products_discount" ON "products" ("discount")`);
  }
}
