import { toRupees } from '../../../common/money.js';
import { ProductDto } from '../../catalog/dto/catalog.response.dto.js';
import type { CartLineRow } from '../cart.repository.js';
import type { CartRuleProduct, CartSplit } from '../cart.rules.js';

/** A cart line ready for the cart rules: the product as the rules need it and as the answer shows it. */
export type LoadedCartLine = {
  id: string;
  productId: string;
  quantity: number;
  size: string;
  color: string;
  addedPricePaise: number | null;
  product: CartRuleProduct;
  productInfo: ProductDto;
};

export function toLoadedCartLine(row: CartLineRow): LoadedCartLine {
  return {
    id: row.line_id,
    productId: row.product._id,
    quantity: row.quantity,
    size: row.line_size,
    color: row.line_color,
    addedPricePaise: row.added_price_paise,
    product: { stock: row.stock, salePricePaise: row.sale_price_paise, shopName: row.shop_name, sellerId: row.seller_id },
    productInfo: row.product,
  };
}

export class CartLineDto {
  /** The cart line's id (the `{id}` of quantity-inc, quantity-dec and delete-card-product). */
  _id: string;
  productId: string;
  quantity: number;
  /** The chosen size; '' when the product has none. */
  size: string;
  /** The chosen colour; '' when the product has none. */
  color: string;
  /**
   * Rupees: the piece's sale price when it was added (or re-added, or its change acknowledged with accept-price); null
   * for a line from before the shop kept it. When it differs from `productInfo.salePrice`, today's rate moved the price
   * since: the order charges `productInfo.salePrice`.
   */
  addedPrice: number | null;
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
  /** Rupees: the GST included in `price` (3 % of each line's taxable value, rounded per line as the invoice does). */
  gst: number;
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
    addedPrice: line.addedPricePaise === null ? null : toRupees(line.addedPricePaise),
    productInfo: line.productInfo,
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
    gst: toRupees(split.gstPaise),
    shipping_fee: toRupees(split.shippingFeePaise),
    buy_product_item: split.itemCount,
  };
}
