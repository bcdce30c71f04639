/**
 * A 22K piece priced from today's rate, with making per gram and a CZ stone charge: what the jeweller's journey
 * (e2e/jeweller.spec.ts) saves and what toComposition keeps of the same values typed with stray spaces.
 */
export const RATE_LINKED_22K = {
  pricing: 'rate_linked',
  purity: 'gold_22k',
  netWeight: 4.25,
  makingKind: 'per_gram',
  makingValue: 850,
  charges: [{ label: 'CZ', amount: 250 }],
  hsn: '7113',
} as const;
