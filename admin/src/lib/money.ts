const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const rupeesShort = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact' });

/** ₹1,23,456.50: rupees the Indian way. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** ₹1.2L, ₹12K, ₹950: rupees in few characters, for a chart's axis. */
export function formatRupeesShort(amount: number): string {
  return rupeesShort.format(amount);
}
