import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of a product name the lexicon keeps: letters and digits only (as a search's words), at least one letter. */
const NAME_WORDS = (name: string) => `
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', ${name}))) AS w
  WHERE w !~ '[^[:alnum:]]' AND w ~ '[[:alpha:]]'`;

/**
 * Typo tolerance through a lexicon of the words in product names (`search_words`), the way PostgreSQL's manual
 * suggests for pg_trgm: a misspelt word ('golld') is compared with the few hundred distinct words of the names, not
 * with every name, and the word it is closest to ('gold') is then searched by full text like any other. Comparing it
 * with 10 000 names by trigrams took 20–35 ms for a broad word (2 501 names to recheck); the lexicon answers in well
 * under a millisecond and the full-text search after it costs what a correctly spelt search costs.
 *
 * Close means close by trigrams (pg_trgm), or one slip of the fingers away (`search_slips`, over fuzzystrmatch's
 * Levenshtein distance): a letter left out, doubled, changed, or two letters swapped ('sliver' -> silver, 'chian' ->
 * chain, 'rign' -> ring), which trigrams alone miss in short words.
 *
 * A trigger adds the words of every product written or renamed. Words of renamed or deleted products stay in the
 * table, bounded by the shop's vocabulary rather than its products; a search only takes a word that some product
 * still has. The trigram index over names served only the old typo search: dropped.
 */
export class SearchWords1764800000000 implements MigrationInterface {
  name = 'SearchWords1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    // Slips between what was typed and a word, at most 3: the Levenshtein distance, with two letters swapped (the
    // same letters, two edits apart) counted as one slip.
    await queryRunner.query(`
      CREATE FUNCTION "search_slips"(typed text, word text) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN abs(length(typed) - length(word)) > 2 THEN 3
          WHEN d = 2 AND length(typed) = length(word)
               AND (SELECT string_agg(c, '' ORDER BY c) FROM regexp_split_to_table(typed, '') c)
                 = (SELECT string_agg(c, '' ORDER BY c) FROM regexp_split_to_table(word, '') c) THEN 1
          ELSE least(d, 3)
        END
        FROM (SELECT levenshtein_less_equal(typed, word, 2) AS d) x
      $$`);
    await queryRunner.query(`CREATE TABLE "search_words" ("word" text PRIMARY KEY)`);
    await queryRunner.query(`CREATE INDEX "idx_search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE FUNCTION "products_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "search_words" ("word") ${NAME_WORDS('NEW."name"')}
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name" ON "products" FOR EACH ROW EXECUTE FUNCTION "products_search_words"()`,
    );
    await queryRunner.query(`INSERT INTO "search_words" ("word") SELECT DISTINCT w FROM "products" p CROSS JOIN LATERAL (${NAME_WORDS('p."name"')}) words ON CONFLICT DO NOTHING`);
    await queryRunner.query(`DROP INDEX "idx_products_name_trgm"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off)`);
    await queryRunner.query(`DROP TRIGGER "products_search_words" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "products_search_words"()`);
    await queryRunner.query(`DROP TABLE "search_words"`);
    await queryRunner.query(`DROP FUNCTION "search_slips"(text, text)`);
  }
}
