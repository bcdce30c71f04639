import type pg from 'pg';
import { SLUG_MAX, slugOf } from '../../src/common/slug.js';
import { insertedId } from './database.js';

export type ProductRow = {
  name: string;
  slug?: string;
  categoryId: string;
  price?: number;
  discount?: number;
  stock?: number;
  gender?: 'male' | 'female' | 'kids' | 'unisex';
  brand?: string;
  description?: string;
  rating?: number;
  reviewCount?: number;
  shopName?: string;
  createdAt?: Date;
};

/** The slug the shop makes of a name (common/slug.ts). */
const slugify = (name: string) => slugOf(name, SLUG_MAX.product, 'product');

export async function insertCategory(sql: pg.Pool, name: string, position = 0): Promise<string> {
  return insertedId(sql, 'INSERT INTO categories (name, slug, image, position) VALUES ($1, $2, $3, $4) RETURNING id', [
    name,
    slugify(name),
    `/uploads/categories/${slugify(name)}-640.webp`,
    position,
  ]);
}

export async function insertProduct(sql: pg.Pool, row: ProductRow): Promise<string> {
  return insertedId(
    sql,
    `INSERT INTO products (name, slug, category_id, brand, description, points, gender, price_paise, discount, stock, images, colors, sizes, rating, review_count, shop_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [
      row.name,
      row.slug ?? slugify(row.name),
      row.categoryId,
      row.brand ?? 'Sona Heritage',
      row.description ?? `${row.name}, hand finished in our Rajasthan workshop.`,
      ['925 sterling silver', 'Hypoallergenic'],
      row.gender ?? 'female',
      Math.round((row.price ?? 1000) * 100),
      row.discount ?? 0,
      row.stock ?? 10,
      ['/uploads/products/a-640.webp', '/uploads/products/b-640.webp'],
      ['Gold', 'Silver'],
      ['Free Size'],
      row.rating ?? 0,
      row.reviewCount ?? 0,
      row.shopName ?? 'Sona Jewellers',
      row.createdAt ?? new Date(),
    ],
  );
}

/** Inserts a product of its own at each call: one file's products, named `${name} 1`, `${name} 2` … */
export type ProductMaker = (row?: Partial<ProductRow>) => Promise<string>;

/** A ProductMaker for `categoryId`: the numbers keep the products' names and slugs apart. */
export function productMaker(sql: pg.Pool, categoryId: string, name: string): ProductMaker {
  let seq = 0;
  return (row = {}) => {
    seq += 1;
    return insertProduct(sql, { name: `${name} ${seq}`, categoryId, ...row });
  };
}
