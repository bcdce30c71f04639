import type { MigrationInterface, QueryRunner } from 'typeorm';

// The same expressions as the entity's asExpression, character for character.
const GENERATED = {
  sale_price_paise: '"price_paise" - (("price_paise" * "discount") / 10000) * 100',
  search: `setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("brand", '')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')`,
};

export class Catalog1763900000000 implements MigrationInterface {
  name = 'Catalog1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE "categories" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(80) NOT NULL,
        "slug" varchar(100) NOT NULL,
        "image" text NOT NULL DEFAULT '',
        "position" int NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_categories" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_categories_slug" ON "categories" ("slug")`);
    await queryRunner.query(`CREATE INDEX "idx_categories_position" ON "categories" ("position")`);
    await queryRunner.query(`
      CREATE TABLE "products" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(200) NOT NULL,
        "slug" varchar(220) NOT NULL,
        "category_id" uuid NOT NULL,
        "brand" varchar(100) NOT NULL DEFAULT '',
        "description" text NOT NULL DEFAULT '',
        "points" text[] NOT NULL DEFAULT '{}',
        "gender" varchar(10) NOT NULL,
        "price_paise" int NOT NULL,
        "sale_price_paise" int GENERATED ALWAYS AS (${GENERATED.sale_price_paise}) STORED NOT NULL,
        "discount" smallint NOT NULL DEFAULT 0,
        "stock" int NOT NULL DEFAULT 0,
        "images" text[] NOT NULL DEFAULT '{}',
        "colors" text[] NOT NULL DEFAULT '{}',
        "sizes" text[] NOT NULL DEFAULT '{}',
        "rating" numeric(3,2) NOT NULL DEFAULT 0,
        "review_count" int NOT NULL DEFAULT 0,
        "seller_id" uuid,
        "shop_name" varchar(120) NOT NULL DEFAULT '',
        "search" tsvector GENERATED ALWAYS AS (${GENERATED.search}) STORED NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_products" PRIMARY KEY ("id"),
        CONSTRAINT "fk_products_category" FOREIGN KEY ("category_id") REFERENCES "categories" ("id") ON DELETE RESTRICT,
        CONSTRAINT "fk_products_seller" FOREIGN KEY ("seller_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "chk_products_price" CHECK ("price_paise" >= 0),
        CONSTRAINT "chk_products_discount" CHECK ("discount" BETWEEN 0 AND 100),
        CONSTRAINT "chk_products_stock" CHECK ("stock" >= 0),
        CONSTRAINT "chk_products_rating" CHECK ("rating" BETWEEN 0 AND 5),
        CONSTRAINT "chk_products_gender" CHECK ("gender" IN ('male', 'female', 'kids', 'unisex'))
      )`);
    // TypeORM compares generated columns with the expressions it keeps in typeorm_metadata.
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" varchar NOT NULL, "database" varchar, "schema" varchar, "table" varchar, "name" varchar, "value" text)`,
    );
    for (const [name, value] of Object.entries(GENERATED)) {
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata" ("type", "database", "schema", "table", "name", "value") VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'products', $1, $2)`,
        [name, value],
      );
    }
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_products_slug" ON "products" ("slug")`);
    await queryRunner.query(`CREATE INDEX "idx_products_category_created" ON "products" ("category_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_products_gender_created" ON "products" ("gender", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_products_discount" ON "products" ("discount")`);
    await queryRunner.query(`CREATE INDEX "idx_products_sale_price" ON "products" ("sale_price_paise")`);
    await queryRunner.query(`CREATE INDEX "idx_products_created" ON "products" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_products_rating" ON "products" ("rating")`);
    await queryRunner.query(`CREATE INDEX "idx_products_seller" ON "products" ("seller_id")`);
    await queryRunner.query(`CREATE INDEX "idx_products_search" ON "products" USING gin ("search")`);
    await queryRunner.query(`CREATE INDEX "idx_products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'products'`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP TABLE "categories"`);
  }
}
