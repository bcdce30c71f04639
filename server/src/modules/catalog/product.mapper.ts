/**
 * The one way a product becomes the API's ProductDto (catalogue, cart, gifts; test/e2e/product-shape.e2e-spec.ts
 * holds every product-shaped answer to the same fields and values): built by PostgreSQL as one JSON value from
 * `products p JOIN categories c`. The driver parses it natively (JSON.parse) instead of 21 text fields one by one,
 * arrays included, then mapped in JavaScript, which was most of the server's own work on a page of 20 products. Prices
 * in rupees (paise / 100, as toRupees), the rating as a number, createdAt in UTC with milliseconds as Date#toJSON
 * writes it. Only for the rows a read answers: build it after the page is cut (over ids), not for every match a sort
 * goes through.
 */
export const PRODUCT_JSON = `json_build_object(
  '_id', p.id, 'name', p.name, 'slug', p.slug, 'category', c.name, 'categorySlug', c.slug, 'brand', p.brand,
  'description', p.description, 'points', p.points, 'gender', p.gender, 'price', p.price_paise::float8 / 100,
  'discount', p.discount, 'salePrice', p.sale_price_paise::float8 / 100, 'stock', p.stock, 'images', p.images,
  'color', p.colors, 'size', p.sizes, 'rating', p.rating::float8, 'reviewCount', p.review_count, 'sellerId', p.seller_id,
  'shopName', p.shop_name, 'nonReturnable', p.non_returnable,
  'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)`;
export const FROM_PRODUCTS = 'products p JOIN categories c ON c.id = p.category_id';

/**
 * The product of `id`, a column of a page already cut, as `shown.product`: `LEFT JOIN ${productOf('page.id')} ON true`.
 * A lateral subquery the planner may not merge into the statement (OFFSET 0), so each of the page's rows is one
 * primary-key read. These connections plan statements without their values (plan_cache_mode), so a page of
 * `LIMIT $n` is guessed at a tenth of what it is cut from, and a plain join then read the whole products table into a
 * hash for it: 55 ms a page at 100 000 products, where the page's own reads take 0.6.
 */
export function productOf(id: string): string {
  return `LATERAL (SELECT ${PRODUCT_JSON} AS product FROM ${FROM_PRODUCTS} WHERE p.id = ${id} OFFSET 0) shown`;
}
