import { toRupees } from '../../../common/money.js';
import { toProductDto } from '../../catalog/catalog.service.js';
import { ProductDto } from '../../catalog/dto/catalog.response.dto.js';
import type { Category } from '../../catalog/entities/category.entity.js';
import type { Product } from '../../catalog/entities/product.entity.js';
import type { CartSplit } from '../cart.rules.js';
import type { CartLine } from '../entities/cart-line.entity.js';

/** A cart line read with its product and the product's category (what the cart query joins). */
export type LoadedCartLine = CartLine & { product: Product & { category: Category } };

export class CartLineDto {
  /** The cart line's id (the `{id}` of quantity-inc, quantity-dec and delete-card-product). */
  _id: string;
  productId: string;
  quantity: number;
  /** The chosen size; '' when the product has none. */
  size: string;
  /** The chosen colour; '' when the product has none. */
  color: string;
  /** The product as the catalogue shows it now: live price, discount and stock. */
  productInfo: ProductDto;
}

export class CartShopGroupDto {
  shopName: string;
  /** The selling account's id; null for the shop's own pieces. */
  sellerId: string | null;
  /** Rupees: the group's sum of sale price × quantity. */
  price: number;
  products: CartLineDto[];
}

/** Spec 3's cart state. */
export class CartResponseDto {
  /** In-stock lines grouped by shop, shops in the order their first line was added. */
  card_products: CartShopGroupDto[];
  /** Lines asking for more than the product's current stock (stock 0 included). */
  outOfStockProduct: CartLineDto[];
  /** Rupees: sum of the in-stock lines' sale price × quantity. */
  price: number;
  /** Number of lines, in and out of stock: the header's badge. */
  card_product_count: number;
  /** Rupees; standard shipping is free. */
  shipping_fee: number;
  /** Sum of the in-stock lines' quantities. */
  buy_product_item: number;
}

export class CartLineDeletedResponseDto {
  message: string;
  /** The removed cart line's id. */
  cardId: string;
}

export function toCartLineDto(line: LoadedCartLine): CartLineDto {
  return {
    _id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    productInfo: toProductDto(line.product),
  };
}

export function toCartResponse(split: CartSplit<LoadedCartLine>): CartResponseDto {
  return {
    card_products: split.groups.map((group) => ({
      shopName: group.shopName,
      sellerId: group.sellerId,
      price: toRupees(group.pricePaise),
      products: group.lines.map(toCartLineDto),
    })),
    outOfStockProduct: split.outOfStock.map(toCartLineDto),
    price: toRupees(split.pricePaise),
    card_product_count: split.lineCount,
    shipping_fee: toRupees(split.shippingFeePaise),
    buy_product_item: split.itemCount,
  };
}
