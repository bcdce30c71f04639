import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalButNotNull } from '../../../common/http/is-optional-but-not-null.decorator.js';
import { trim } from '../../../common/http/trim.js';

/** Spec 3's cart add payload. The caller is the token's user; a `userId` sent must be that user. */
export class AddToCartDto {
  /** The signed-in customer's id, as the storefront sends it; any other id is refused with 403. */
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;

  @IsUUID('all', { message: 'productId must be a UUID' })
  productId: string;

  /** How many to add, 1–99; added to the quantity already in the cart for the same size and colour. */
  @Max(99, { message: 'quantity must be at most 99' })
  @Min(1, { message: 'quantity must be at least 1' })
  @IsInt({ message: 'quantity must be a whole number' }) // lowest, so checked first: the type before the bounds
  quantity: number;

  /** One of the product's sizes; empty or absent: its first size ('' when it has none). */
  @IsOptionalButNotNull()
  @Transform(trim)
  @MaxLength(40)
  @IsString({ message: 'size must be a string' })
  size?: string;

  /** One of the product's colours; empty or absent: its first colour ('' when it has none). */
  @IsOptionalButNotNull()
  @Transform(trim)
  @MaxLength(40)
  @IsString({ message: 'color must be a string' })
  color?: string;
}
