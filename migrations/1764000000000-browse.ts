import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Reviews, banners, coupons, wishlists and carts: what a shopper touches while browsing. */
export class Browse1764000000000 implements MigrationInterface {
  name = 'Browse1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "reviews" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "product_id" uuid NOT NULL,
        "user_id" uuid,
        "name" varchar(100) NOT NULL,
        "review" text NOT NULL,
        "rating" smallint NOT NULL,
        "hidden" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_reviews" PRIMARY KEY ("id"),
        CONSTRAINT "fk_reviews_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_reviews_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "chk_reviews_rating" CHECK ("rating" BETWEEN 1 AND 5)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_reviews_product_user" ON "reviews" ("product_id", "user_id")`);
    await queryRunner.query(`CREATE INDEX "idx_reviews_product_created" ON "reviews" ("product_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "idx_reviews_created" ON "reviews" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "banners" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "category" varchar(40) NOT NULL,
        "url" text NOT NULL,
        "alt" varchar(200) NOT NULL DEFAULT '',
        "link" varchar(300) NOT NULL DEFAULT '',
        "position" int NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_banners" PRIMARY KEY ("id"),
        CONSTRAINT "chk_banners_category" CHECK ("category" IN ('Home Page', 'fastivle', 'Evil Eye Elegance', 'Baby''s Evil Eye Charms'))
      )`);
    await queryRunner.query(`CREATE INDEX "idx_banners_category_position" ON "banners" ("category", "position")`);

    await queryRunner.query(`
      CREATE TABLE "coupons" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "code" varchar(40) NOT NULL,
        "discount" smallint NOT NULL,
        "min_order_paise" int NOT NULL DEFAULT 0,
        "user_limit" int NOT NULL DEFAULT 1,
        "expires_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_coupons" PRIMARY KEY ("id"),
        CONSTRAINT "chk_coupons_discount" CHECK ("discount" BETWEEN 1 AND 100),
        CONSTRAINT "chk_coupons_min_order" CHECK ("min_order_paise" >= 0),
        CONSTRAINT "chk_coupons_user_limit" CHECK ("user_limit" >= 1)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_coupons_code" ON "coupons" (upper("code"))`);
    await queryRunner.query(`CREATE INDEX "idx_coupons_created" ON "coupons" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "wishlist_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "product_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_wishlist_items" PRIMARY KEY ("id"),
        CONSTRAINT "fk_wishlist_items_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_wishlist_items_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_wishlist_items_user_product" ON "wishlist_items" ("user_id", "product_id")`);
    await queryRunner.query(`CREATE INDEX "idx_wishlist_items_product" ON "wishlist_items" ("product_id")`);

    await queryRunner.query(`
      CREATE TABLE "cart_lines" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "product_id" uuid NOT NULL,
        "quantity" int NOT NULL,
        "size" varchar(40) NOT NULL DEFAULT '',
        "color" varchar(40) NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_cart_lines" PRIMARY KEY ("id"),
        CONSTRAINT "fk_cart_lines_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "fk_cart_lines_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE,
        CONSTRAINT "chk_cart_lines_quantity" CHECK ("quantity" >= 1)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_cart_lines_user_product_options" ON "cart_lines" ("user_id", "product_id", "size", "color")`);
    await queryRunner.query(`CREATE INDEX "idx_cart_lines_product" ON "cart_lines" ("product_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cart_lines"`);
    await queryRunner.query(`DROP TABLE "wishlist_items"`);
    await queryRunner.query(`DROP TABLE "coupons"`);
    await queryRunner.query(`DROP TABLE "banners"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
  }
}
