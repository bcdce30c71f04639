import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Statements that change blogs send NOTIFY catalog_changed too (the function of migration 1764120000000), so the
 * server-rendered head of /blogdetail/{slug} (catalog/page-head.service.ts), kept in memory like the catalogue's
 * public answers, is forgotten on every change to a post, whoever made it. Blog writes are rare: the catalogue's
 * answers being refilled after one costs little.
 */
export class BlogsChanged1764500000000 implements MigrationInterface {
  name = 'BlogsChanged1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TRIGGER "trg_blogs_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blogs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_blogs_catalog_changed" ON "blogs"`);
  }
}
