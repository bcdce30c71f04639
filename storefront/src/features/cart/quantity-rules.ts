import { MIN_QUANTITY, STOCK_LIMIT } from './messages';

/** Spec 5: why one more of a line may not be ordered (quantity + 1 beyond the stock), or null when it may. */
export function increaseRefusal(quantity: number, stock: number): string | null {
  return quantity + 1 > stock ? STOCK_LIMIT : null;
}

/** Spec 5: why one fewer may not be ordered (the quantity is already 1), or null when it may. */
export function decreaseRefusal(quantity: number): string | null {
  return quantity <= 1 ? MIN_QUANTITY : null;
}
