import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cart's price lock (issue 16): a cart line remembers the piece's sale price when it was added (set on add, set
 * again when the shopper re-adds it or acknowledges a change), so that the cart can say the price moved since — a
 * change of today's rate reprices rate-linked pieces. The order still charges the current price. Null for lines
 * added before this migration: they show no notice.
 */
export class CartAddedPrice1765340000000 implements MigrationInterface {
  name = 'CartAddedPrice1765340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cart_lines" ADD "added_price_paise" bigint`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cart_lines" DROP COLUMN "added_price_paise"`);
  }
}
