import type { MigrationInterface, QueryRunner } from 'typeorm';
import { firstFreeSlug, SLUG, SLUG_MAX, slugOf } from '../server/src/common/slug.js';

/** Each kind's records, the table of their previous slugs and the column naming the record there. */
const KINDS = [
  { kind: 'category', records: 'categories', previous: 'category_previous_slugs', column: 'category_id', fallback: 'category' },
  { kind: 'product', records: 'products', previous: 'product_previous_slugs', column: 'product_id', fallback: 'product' },
  { kind: 'blog', records: 'blogs', previous: 'blog_previous_slugs', column: 'blog_id', fallback: 'post' },
] as const;

/** SLUG as a PostgreSQL regular expression (the same: ASCII classes and groups only). */
const FOLLOWS_RULE = `'${SLUG.source.replace(/\(\?:/g, '(')}'`;

const categoryPath = (slug: string) => [`/category-data/${slug}`, `/category-data/${encodeURIComponent(slug)}`];

/**
 * Every slug follows one rule (common/slug.ts: lower-case ASCII letters and digits joined by single dashes), and an
 * old slug keeps leading to its record (issue 13). Category slugs used to be the name lower-cased with its
 * apostrophes and letters of any script ("baby's-evil-eye-charms"), because the storefront turned the slug back into
 * the name; other kinds could hold anything written into the database by hand or by older code.
 *
 * A table per kind keeps the slugs its records had before (the record's id, one record per old slug; the rows go
 * with their record, ON DELETE CASCADE), filled here and whenever a slug changes (catalog/slug.repository.ts). Their
 * statements notify catalog_changed like the records' own (migrations 1764120000000, 1764500000000), so the answers
 * and page heads kept in memory never outlive a change to where an old address leads.
 *
 * Every slug that breaks the rule is rewritten, oldest record first: the old slug made to follow the rule (or the
 * name, when nothing of the old slug is left), unique within its kind (…-2, …-3); the old one is kept. Banner links
 * to a renamed category's page follow it. Down puts back the slugs this rewrote (when still free) and drops the
 * tables: old slugs remembered since are forgotten with them.
 */
export class PreviousSlugs1765013000000 implements MigrationInterface {
  name = 'PreviousSlugs1765013000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { kind, records, previous, column } of KINDS) {
      await queryRunner.query(`
        CREATE TABLE "${previous}" (
          "slug" varchar(${SLUG_MAX[kind]}) NOT NULL,
          "${column}" uuid NOT NULL,
          "replaced_at" timestamptz NOT NULL DEFAULT now(),
          CONSTRAINT "pk_${previous}" PRIMARY KEY ("slug"),
          CONSTRAINT "fk_${previous}_${kind}" FOREIGN KEY ("${column}") REFERENCES "${records}" ("id") ON DELETE CASCADE
        )`);
      await queryRunner.query(`CREATE INDEX "idx_${previous}_${kind}" ON "${previous}" ("${column}")`);
      await queryRunner.query(
        `CREATE TRIGGER "trg_${previous}_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${previous}" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`,
      );
    }

    for (const { kind, records, previous, column, fallback } of KINDS) {
      const taken = new Set(
        ((await queryRunner.query(`SELECT slug FROM "${records}" WHERE slug ~ ${FOLLOWS_RULE}`)) as { slug: string }[]).map((row) => row.slug),
      );
      const breaking = (await queryRunner.query(
        `SELECT id, name, slug FROM "${records}" WHERE slug !~ ${FOLLOWS_RULE} ORDER BY created_at, id`,
      )) as { id: string; name: string; slug: string }[];
      for (const record of breaking) {
        const base = slugOf(record.slug, SLUG_MAX[kind], '') || slugOf(record.name, SLUG_MAX[kind], fallback);
        const slug = firstFreeSlug(base, taken);
        taken.add(slug);
        await queryRunner.query(`UPDATE "${records}" SET slug = $1 WHERE id = $2`, [slug, record.id]);
        await queryRunner.query(`INSERT INTO "${previous}" (slug, "${column}") VALUES ($1, $2)`, [record.slug, record.id]);
        if (kind === 'category') {
          await queryRunner.query(`UPDATE banners SET link = $1 WHERE link = ANY($2::text[])`, [categoryPath(slug)[0], categoryPath(record.slug)]);
        }
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { kind, records, previous, column } of KINDS) {
      // The slugs this migration rewrote: the old ones that break the rule. Put back unless another record took them.
      const rewritten = (await queryRunner.query(
        `SELECT h.slug AS old, r.slug AS current, r.id FROM "${previous}" h JOIN "${records}" r ON r.id = h."${column}"
         WHERE h.slug !~ ${FOLLOWS_RULE} ORDER BY h.replaced_at, h.slug`,
      )) as { old: string; current: string; id: string }[];
      for (const { old, current, id } of rewritten) {
        // TypeORM answers an UPDATE with its rows and the count of rows changed.
        const [, restored] = (await queryRunner.query(
          `UPDATE "${records}" SET slug = $1 WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM "${records}" WHERE slug = $1)`,
          [old, id],
        )) as [unknown[], number];
        if (restored > 0 && kind === 'category') {
          await queryRunner.query(`UPDATE banners SET link = $1 WHERE link = ANY($2::text[])`, [categoryPath(old)[0], categoryPath(current)]);
        }
      }
      await queryRunner.query(`DROP TABLE "${previous}"`);
    }
  }
}
