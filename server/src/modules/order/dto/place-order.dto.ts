import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { ShippingInfoDto } from '../../address/dto/shipping-info.dto.js';
import { trim } from '../../../common/http/trim.js';
import { DISPLAY_CURRENCY_CODES, type DisplayCurrencyCode } from '../../currency/currency.js';

/**
 * One line to order, in the cart's shape. With `_id` it is a line of the caller's cart: its quantity, size and
 * colour are the cart line's, and it leaves the cart when the order is placed. Without `_id` it is Buy Now:
 * productId × quantity in the size and colour given.
 */
export class OrderLineInputDto {
  /** The cart line's id; absent for Buy Now. */
  @IsOptional()
  @IsUUID('all', { message: '_id must be the UUID of a line of your cart' })
  _id?: string;

  @IsUUID('all', { message: 'productId must be a UUID' })
  productId: string;

  /** Buy Now: 1–99 pieces. For a cart line the cart's quantity counts. */
  @Max(10_000, { message: 'quantity must be at most 10000' })
  @Min(1, { message: 'quantity must be at least 1' })
  @IsInt({ message: 'quantity must be a whole number' })
  quantity: number;

  /** Buy Now: one of the product's sizes; empty or absent: its first size. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @MaxLength(40, { message: 'size must be at most 40 characters' })
  @IsString({ message: 'size must be a string' })
  size?: string;

  /** Buy Now: one of the product's colours; empty or absent: its first colour. */
  @IsOptionalButNotNull()
  @Transform(trim)
  @MaxLength(40, { message: 'color must be at most 40 characters' })
  @IsString({ message: 'color must be a string' })
  color?: string;

  /**
   * The sale price the cart line remembers (the cart answer's `addedPrice`, issue 16), so that the cart's groups can be
   * sent back as they came. Accepted and ignored: the order charges today's price.
   */
  @ApiPropertyOptional({ type: 'number', nullable: true, description: 'Accepted and ignored: the order charges today’s price.' })
  @Allow()
  addedPrice?: number | null;

  /** The product as the cart showed it. Accepted and ignored: the server reads the product itself. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Accepted and ignored.' })
  @Allow()
  productInfo?: Record<string, unknown>;
}

/** A shop's group of lines, as the cart answers them (card_products). */
export class OrderShopGroupInputDto {
  /** Accepted and ignored. */
  @Allow()
  shopName?: string;

  /** Accepted and ignored. */
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Accepted and ignored.' })
  @Allow()
  sellerId?: string | null;

  /** Accepted and ignored: the server prices every line itself. */
  @Allow()
  price?: number;

  @ValidateNested({ each: true })
  @ArrayMaxSize(100, { message: 'products may hold at most 100 items' })
  @IsArray({ message: 'products must be a list of lines' }) // lowest, so checked first
  @Type(() => OrderLineInputDto)
  products: OrderLineInputDto[];
}

/**
 * Spec 7's place-order payload. price, shipping_fee, items and navigate are accepted and ignored: the server
 * recomputes every amount from the database.
 */
export class PlaceOrderDto {
  /** Accepted and ignored. */
  @Allow()
  price?: number;

  /** The lines to order, grouped by shop as the cart answers them. */
  @ValidateNested({ each: true })
  @ArrayMaxSize(100, { message: 'products may hold at most 100 groups' })
  @IsArray({ message: 'products must be a list of shop groups' }) // lowest, so checked first
  @Type(() => OrderShopGroupInputDto)
  products: OrderShopGroupInputDto[];

  /** Accepted and ignored: standard shipping is free. */
  @Allow()
  shipping_fee?: number;

  @ValidateNested()
  @Type(() => ShippingInfoDto)
  @IsObject({ message: 'shippingInfo must be an object with name, address, phone, post, province, city and area' })
  shippingInfo: ShippingInfoDto;

  /** The signed-in customer's id, as the storefront sends it; any other id is refused with 403. */
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;

  /** Accepted and ignored. */
  @ApiPropertyOptional({ description: 'Accepted and ignored.', oneOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'object' }] })
  @Allow()
  navigate?: unknown;

  /** Accepted and ignored: the server counts the pieces itself. */
  @Allow()
  items?: number;

  /** A coupon code to apply (any case); empty or absent: none. */
  @IsOptional()
  @Transform(trim)
  @MaxLength(40, { message: 'couponCode must be at most 40 characters' })
  @IsString({ message: 'couponCode must be a string' })
  couponCode?: string;

  /**
   * The currency the shopper saw prices in (issue 17); absent: INR. The order records it with the rate in force, read
   * on the server; it is charged in rupees all the same.
   */
  @ApiPropertyOptional({ enum: DISPLAY_CURRENCY_CODES })
  @IsOptional()
  @IsIn(DISPLAY_CURRENCY_CODES, { message: `currency must be one of ${DISPLAY_CURRENCY_CODES.join(', ')}` })
  currency?: DisplayCurrencyCode;
}
