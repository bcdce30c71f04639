import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that changes products or categories sends NOTIFY catalog_changed when it commits, so each
 * app replica clears its in-memory cache of public catalogue answers at once (common/http/response-cache.ts),
 * whoever made the change: the app, another replica, a script or psql. Statement-level: one notice per
 * statement, and PostgreSQL folds identical notices of one transaction into one.
 */
export class CatalogChanged1764120000000 implements MigrationInterface {
  name = 'CatalogChanged1764120000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    for (const table of ['products', 'categories']) {
      await queryRunner.query(
        `CREATE TRIGGER "trg_${table}_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['products', 'categories']) {
      await queryRunner.query(`DROP TRIGGER "trg_${table}_catalog_changed" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "notify_catalog_changed"()`);
  }
}
