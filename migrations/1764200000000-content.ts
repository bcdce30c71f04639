import type { MigrationInterface, QueryRunner } from 'typeorm';

const BLOG_SEARCH = `blog_search_vector("name", "description", "additional_description")`;

/** The journal (blogs), the gift store (gifts are products with a flag), the newsletter and private coupons. */
export class Content1764200000000 implements MigrationInterface {
  name = 'Content1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Immutable by construction (text in, text out); PostgreSQL marks array_to_string only STABLE for arrays of any type.
    await queryRunner.query(`
      CREATE FUNCTION "blog_search_vector"(name text, paragraphs text[], sections jsonb) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('simple', coalesce(name, '')), 'A')
          || setweight(to_tsvector('simple', coalesce(array_to_string(paragraphs, ' '), '')), 'C')
          || setweight(jsonb_to_tsvector('simple', coalesce(sections, '[]'::jsonb), '["string"]'), 'C')
      $$`);
    await queryRunner.query(`
      CREATE TABLE "blogs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(200) NOT NULL,
        "slug" varchar(220) NOT NULL,
        "images" text[] NOT NULL DEFAULT '{}',
        "description" text[] NOT NULL DEFAULT '{}',
        "additional_description" jsonb NOT NULL DEFAULT '[]',
        "search" tsvector GENERATED ALWAYS AS (${BLOG_SEARCH}) STORED NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_blogs" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value") VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'blogs', 'search', $1)`,
      [BLOG_SEARCH],
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_blogs_slug" ON "blogs" ("slug")`);
    await queryRunner.query(`CREATE INDEX "idx_blogs_created" ON "blogs" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_blogs_search" ON "blogs" USING gin ("search")`);

    await queryRunner.query(`ALTER TABLE "products" ADD "is_gift" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "idx_products_gift_created" ON "products" ("is_gift", "created_at")`);

    await queryRunner.query(`ALTER TABLE "coupons" ADD "email" varchar(254)`);
    await queryRunner.query(`CREATE INDEX "idx_coupons_email" ON "coupons" ("email")`);

    await queryRunner.query(`
      CREATE TABLE "newsletter_subscribers" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'subscribed',
        "unsubscribe_token" varchar(64) NOT NULL,
        "coupon_id" uuid,
        "unsubscribed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_newsletter_subscribers" PRIMARY KEY ("id"),
        CONSTRAINT "fk_newsletter_subscribers_coupon" FOREIGN KEY ("coupon_id") REFERENCES "coupons" ("id") ON DELETE SET NULL,
        CONSTRAINT "chk_newsletter_subscribers_status" CHECK ("status" IN ('subscribed', 'unsubscribed'))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_newsletter_subscribers_email" ON "newsletter_subscribers" (lower("email"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_newsletter_subscribers_token" ON "newsletter_subscribers" ("unsubscribe_token")`);
    await queryRunner.query(`CREATE INDEX "idx_newsletter_subscribers_created" ON "newsletter_subscribers" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
    await queryRunner.query(`DROP INDEX "idx_coupons_email"`);
    await queryRunner.query(`ALTER TABLE "coupons" DROP COLUMN "email"`);
    await queryRunner.query(`DROP INDEX "idx_products_gift_created"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "is_gift"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'blogs'`);
    await queryRunner.query(`DROP TABLE "blogs"`);
    await queryRunner.query(`DROP FUNCTION "blog_search_vector"(text, text[], jsonb)`);
  }
}
