import { toRupees } from '../../common/money.js';
import type { ProductDto } from './dto/catalog.response.dto.js';
import type { Product } from './entities/product.entity.js';

/**
 * The one way a product becomes the API's ProductDto (catalogue, cart, wishlist, gifts): PRODUCT_JSON in SQL where
 * a read builds many at once, toProductDto for an entity already loaded; test/e2e/product-shape.e2e-spec.ts holds
 * every product-shaped answer to the same fields and values.
 */

export function toProductDto(product: Product): ProductDto {
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    category: product.category?.name ?? '',
    categorySlug: product.category?.slug ?? '',
    brand: product.brand,
    description: product.description,
    points: product.points,
    gender: product.gender,
    price: toRupees(product.pricePaise),
    discount: product.discount,
    salePrice: toRupees(product.salePricePaise),
    stock: product.stock,
    images: product.images,
    color: product.colors,
    size: product.sizes,
    rating: product.rating,
    reviewCount: product.reviewCount,
    sellerId: product.sellerId,
    shopName: product.shopName,
    createdAt: product.createdAt.toISOString(),
  };
}

/**
 * A product as the API shows it (ProductDto), built by PostgreSQL as one JSON value from `products p JOIN categories c`:
 * the driver parses it natively (JSON.parse) instead of 21 text fields one by one, arrays included, then mapped in
 * JavaScript, which was most of the server's own work on a page of 20 products. Prices in rupees (paise / 100, as
 * toRupees), the rating as a number, createdAt in UTC with milliseconds as Date#toJSON writes it. Only for the rows a
 * read answers: build it after the page is cut (over ids), not for every match a sort goes through.
 */
export const PRODUCT_JSON = `json_build_object(
  '_id', p.id, 'name', p.name, 'slug', p.slug, 'category', c.name, 'categorySlug', c.slug, 'brand', p.brand,
  'description', p.description, 'points', p.points, 'gender', p.gender, 'price', p.price_paise::float8 / 100,
  'discount', p.discount, 'salePrice', p.sale_price_paise::float8 / 100, 'stock', p.stock, 'images', p.images,
  'color', p.colors, 'size', p.sizes, 'rating', p.rating::float8, 'reviewCount', p.review_count, 'sellerId', p.seller_id,
  'shopName', p.shop_name, 'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)`;
export const FROM_PRODUCTS = 'products p JOIN categories c ON c.id = p.category_id';
