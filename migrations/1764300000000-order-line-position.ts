import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's lines keep the order the shopper listed them in when buying (0 first). Lines of orders placed before
 * are numbered in the order they were shown until now (shop, name, size, colour), so those orders read as they did.
 */
export class OrderLinePosition1764300000000 implements MigrationInterface {
  name = 'OrderLinePosition1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_lines" ADD "position" smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      UPDATE "order_lines" l SET "position" = numbered."position"
      FROM (
        SELECT "id", row_number() OVER (PARTITION BY "order_id" ORDER BY "shop_name", "name", "size", "color", "id") - 1 AS "position"
        FROM "order_lines"
      ) numbered
      WHERE l."id" = numbered."id"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_lines" DROP COLUMN "position"`);
  }
}
