import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A change to nothing but a product's stock (an order placed, cancelled or expired, a restock) tells the replicas
 * which product it was, NOTIFY catalog_changed 'stock:<id>', so that they forget only the kept answers showing that
 * product (common/http/response-cache.ts); before, every order cleared every kept answer, and a shop taking orders
 * every few seconds answered its searches and listings mostly afresh. Any other change to a product still sends the
 * table's name, which clears everything, as inserts, deletes and changes to categories do.
 *
 * Row-level, for UPDATE only: a row's old and new versions are compared with the stock (and the time of the change)
 * set aside. An update that changes nothing sends nothing. PostgreSQL folds a transaction's identical notices into one.
 */
export class StockChanges1764900000000 implements MigrationInterface {
  name = 'StockChanges1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "notify_product_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        rest products%ROWTYPE := NEW;
      BEGIN
        rest.stock := OLD.stock;
        rest.updated_at := OLD.updated_at;
        IF rest IS DISTINCT FROM OLD THEN
          PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
        ELSIF NEW.stock IS DISTINCT FROM OLD.stock THEN
          PERFORM pg_notify('catalog_changed', 'stock:' || NEW.id);
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`DROP TRIGGER "trg_products_catalog_changed" ON "products"`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_products_catalog_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`,
    );
    await queryRunner.query(`CREATE TRIGGER "trg_products_updated" AFTER UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "notify_product_updated"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_products_updated" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_catalog_changed" ON "products"`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`,
    );
    await queryRunner.query(`DROP FUNCTION "notify_product_updated"()`);
  }
}
