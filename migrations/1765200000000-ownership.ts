import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who owns what staff make (issue 14, defects 1 and 9).
 *
 * `uploads` records every picture staff upload: its key (`/uploads/<folder>/<name>`, the part its 320, 640 and 1280
 * px files share), its folder and who uploaded it. A seller may show on their products, gifts and posts only pictures
 * they uploaded themselves for that kind (or that their own records already show), so a picture of the house's or of
 * another seller can neither be borrowed nor deleted through a borrowed reference. Pictures stored before this
 * migration have no row: those already on a record stay usable by that record's owner, and admins may use any.
 *
 * Coupons and journal posts get an owner like products (`seller_id`, null for the house shop): every existing row
 * belongs to the house. A seller manages only their own; a deleted seller's rows go to the house, as products do.
 */
export class Ownership1765200000000 implements MigrationInterface {
  name = 'Ownership1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "uploads" (
        "key" text NOT NULL,
        "folder" varchar(100) NOT NULL,
        "uploader_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_uploads" PRIMARY KEY ("key"),
        CONSTRAINT "fk_uploads_uploader" FOREIGN KEY ("uploader_id") REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_uploads_uploader" ON "uploads" ("uploader_id")`);

    for (const table of ['coupons', 'blogs']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "seller_id" uuid`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "fk_${table}_seller" FOREIGN KEY ("seller_id") REFERENCES "users" ("id") ON DELETE SET NULL`,
      );
      await queryRunner.query(`CREATE INDEX "idx_${table}_seller" ON "${table}" ("seller_id")`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['blogs', 'coupons']) {
      await queryRunner.query(`DROP INDEX "idx_${table}_seller"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "fk_${table}_seller"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "seller_id"`);
    }
    await queryRunner.query(`DROP TABLE "uploads"`);
  }
}
