import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(20) NOT NULL DEFAULT '',
        "password_hash" text NOT NULL,
        "role" varchar(16) NOT NULL DEFAULT 'customer',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_users" PRIMARY KEY ("id"),
        CONSTRAINT "chk_users_role" CHECK ("role" IN ('customer', 'seller', 'admin'))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_email_lower" ON "users" (lower("email"))`);
    await queryRunner.query(`CREATE INDEX "idx_users_role_created" ON "users" ("role", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "password_resets" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "code_hash" varchar(64) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "attempts" int NOT NULL DEFAULT 0,
        "consumed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_password_resets" PRIMARY KEY ("id"),
        CONSTRAINT "fk_password_resets_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "chk_password_resets_attempts" CHECK ("attempts" >= 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_password_resets_user_created" ON "password_resets" ("user_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "password_resets"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
