import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders commit side by side again. The stock notice of migration 1764900000000 was a NOTIFY sent inside each order's
 * transaction, and PostgreSQL makes a committing transaction that sent a NOTIFY hold one lock for the whole database
 * until its commit is flushed to disk (async.c, PreCommit_Notify: notices queue in commit order). Every order waited
 * for the previous order's flush in turn, one after another, where commits otherwise share a flush: under load, the
 * backends stood in `Lock:object` behind one in `IO:WALSync`.
 *
 * A transaction that sets `shop.stock_notices` to `after_commit` (set_config, for the transaction only) now sends no
 * stock notice from this trigger: the app sends them after the commit, many orders' in one NOTIFY transaction
 * (database/change-feed.ts). Any other change, and a stock change made anywhere else (psql, a script, another
 * version of the app), notifies from the trigger as before.
 */
export class StockNoticesAfterCommit1765900000000 implements MigrationInterface {
  name = 'StockNoticesAfterCommit1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(notifyProductUpdated(true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(notifyProductUpdated(false));
  }
}

/** The trigger function of migration 1764900000000, leaving the stock notice to the app when `afterCommit` and the transaction says so. */
function notifyProductUpdated(afterCommit: boolean): string {
  const notice = `PERFORM pg_notify('catalog_changed', 'stock:' || NEW.id);`;
  return `
    CREATE OR REPLACE FUNCTION "notify_product_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      rest products%ROWTYPE := NEW;
    BEGIN
      rest.stock := OLD.stock;
      rest.updated_at := OLD.updated_at;
      IF rest IS DISTINCT FROM OLD THEN
        PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
      ELSIF NEW.stock IS DISTINCT FROM OLD.stock THEN
        ${afterCommit ? `IF current_setting('shop.stock_notices', true) IS DISTINCT FROM 'after_commit' THEN ${notice} END IF;` : notice}
      END IF;
      RETURN NULL;
    END
    $$`;
}
