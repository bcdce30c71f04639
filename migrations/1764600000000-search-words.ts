import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's words for the search's typo fallback (catalog.service.ts, searchMatches): every distinct lexeme of
 * products.search (names, brands, descriptions), trigram-indexed, so a misspelt word is compared with some ten
 * thousand short words ('bangel' -> bangle) rather than with every product's name, and the search then runs as full
 * text with the corrections in the word's place.
 *
 * Kept current by statement-level triggers: an insert adds its rows' new words, an update those of rows whose search
 * changed (search is generated, so it is compared rather than named in UPDATE OF, which a generated column never
 * fires). Words are added in order, so two statements adding the same new words wait for each other rather than
 * deadlock. Words whose last product was deleted or renamed stay: such a word can still be offered as a correction,
 * which then matches nothing, the answer a typo without a correction gets anyway; not worth a count per word on
 * every product write. The NOTIFY catalog_changed triggers of migration 1764120000000 are left as they are.
 */
export class SearchWords1764600000000 implements MigrationInterface {
  name = 'SearchWords1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "search_words" ("word" text NOT NULL, CONSTRAINT "pk_search_words" PRIMARY KEY ("word"))`);
    await queryRunner.query(`INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "products", unnest(tsvector_to_array("search")) w`);
    await queryRunner.query(`CREATE INDEX "idx_search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "search_words" ("word")
          SELECT DISTINCT w FROM "new_products" n, unnest(tsvector_to_array(n."search")) w ORDER BY w
          ON CONFLICT DO NOTHING;
        ELSE
          INSERT INTO "search_words" ("word")
          SELECT DISTINCT w FROM "new_products" n JOIN "old_products" o ON o."id" = n."id" AND o."search" IS DISTINCT FROM n."search",
                 unnest(tsvector_to_array(n."search")) w ORDER BY w
          ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "trg_products_search_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "trg_products_search_words_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_products" NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trg_products_search_words_update" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "trg_products_search_words_insert" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "add_search_words"()`);
    await queryRunner.query(`DROP TABLE "search_words"`);
  }
}
