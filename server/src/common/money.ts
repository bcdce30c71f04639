/** Rupees in the API, integer paise in the database (DESIGN.md). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

/** CONTRACT.md and spec 5: discounted price = price - floor(price * discount / 100), in rupees. */
export function discountedPrice(price: number, discount: number): number {
  return price - Math.floor((price * discount) / 100);
}
