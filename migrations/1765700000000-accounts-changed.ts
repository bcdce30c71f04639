import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that updates or deletes accounts or sessions sends NOTIFY accounts_changed when it commits: a
 * sign-out, a new password, an account renamed, its role changed or the account deleted, made by any replica, a
 * script or psql. Each app replica keeps the open sessions it read lately in memory (common/auth/token.service.ts)
 * and forgets them all when it hears this. New sessions and accounts change nothing kept, so inserts send nothing.
 * Statement-level: one notice per statement, and PostgreSQL folds identical notices of one transaction into one.
 */
export class AccountsChanged1765700000000 implements MigrationInterface {
  name = 'AccountsChanged1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "notify_accounts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('accounts_changed', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    for (const table of ['users', 'sessions']) {
      await queryRunner.query(
        `CREATE TRIGGER "trg_${table}_accounts_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['users', 'sessions']) {
      await queryRunner.query(`DROP TRIGGER "trg_${table}_accounts_changed" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "notify_accounts_changed"()`);
  }
}
