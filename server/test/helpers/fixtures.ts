/** A well-formed uuid no row has: the id the not-found tests ask for. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A piece's composition when its form says nothing of it (issue 16): fixed-price, of no precious metal, billed as
 * imitation jewellery (HSN 7117).
 */
export const FIXED_IMITATION = { pricing: 'fixed', purity: null, netWeight: 0, makingKind: 'fixed', makingValue: 0, charges: [], hsn: '7117', huid: null };

/** A valid delivery address, as the checkout sends it. */
export const SHIPPING = {
  name: 'Asha Verma',
  address: '12 MG Road, near the clock tower',
  phone: '+919876543210',
  post: '302001',
  province: 'Rajasthan',
  city: 'Jaipur',
  area: 'C-Scheme',
};

/** A reviews answer's star bars (`rating_review`) as the tests expect them: the counts for 5 stars down to 0. */
export const starBars = (...sums: [number, number, number, number, number, number]) => sums.map((sum, index) => ({ rating: 5 - index, sum }));
