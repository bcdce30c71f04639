const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹1,23,456.50: rupees the Indian way. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
