import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions (issue 14): every token the shop signs names a row here (its `sid` claim), and the guard accepts a token
 * only while its row exists. Signing out deletes the session's row; a password change or reset deletes all of the
 * account's rows, so no token handed out before keeps working. Rows past `expires_at` (the token's own expiry) are
 * of no further use and are purged hourly (modules/auth/session-purge.job.ts).
 *
 * Tokens signed before this migration carry no `sid`: they no longer open anything, and their holders sign in again.
 */
export class Sessions1765100000000 implements MigrationInterface {
  name = 'Sessions1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "pk_sessions" PRIMARY KEY ("id"),
        CONSTRAINT "fk_sessions_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "idx_sessions_user" ON "sessions" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "idx_sessions_expires" ON "sessions" ("expires_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
