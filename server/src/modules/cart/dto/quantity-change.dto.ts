import { IsOptional, IsUUID } from 'class-validator';

/** The body the storefront sends with quantity-inc and quantity-dec (spec 7); both fields are checked, neither is needed. */
export class QuantityChangeDto {
  /** The cart line's id; when sent, it must be the id in the path. */
  @IsOptional()
  @IsUUID('all', { message: 'cardId must be a UUID' })
  cardId?: string;

  /** The signed-in customer's id; any other id is refused with 403. */
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId?: string;
}
