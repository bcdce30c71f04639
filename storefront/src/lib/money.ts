const WITH_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Spec 5 and CONTRACT.md: the price after the discount is price − floor(price × discount / 100). */
export function discountedPrice(price: number, discount: number): number {
  if (!discount) return price;
  return price - Math.floor((price * discount) / 100);
}

/** Rupees with paise, grouped the Indian way: 1299 → '₹1,299.00', 125000 → '₹1,25,000.00' (spec 5: the struck price). */
export function formatRupees(amount: number): string {
  return WITH_PAISE.format(amount);
}

/** Rupees without '.00' when there are no paise: 1169 → '₹1,169', 1169.5 → '₹1,169.50'. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? WHOLE_RUPEES.format(amount) : WITH_PAISE.format(amount);
}
