import { IsNumber, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/**
 * Spec 3's wishlist add payload. Only `productId` counts: name, price, picture and the rest are read from the
 * product, so what the client sends for them is checked loosely and ignored.
 */
export class AddToWishlistDto {
  /** The signed-in customer's id, as the storefront sends it; any other id is refused with 403. */
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;

  @IsUUID('all', { message: 'productId must be a UUID' })
  productId: string;

  /** Ignored: read from the product. */
  @IsOptional()
  @MaxLength(300)
  @IsString()
  name?: string;

  /** Ignored: read from the product. */
  @IsOptional()
  @IsNumber()
  price?: number;

  /** Ignored: read from the product. */
  @IsOptional()
  @MaxLength(2000)
  @IsString()
  image?: string;

  /** Ignored: read from the product. */
  @IsOptional()
  @IsNumber()
  discount?: number;

  /** Ignored: read from the product. */
  @IsOptional()
  @IsNumber()
  rating?: number;

  /** Ignored: read from the product. */
  @IsOptional()
  @MaxLength(300)
  @IsString()
  slug?: string;
}
