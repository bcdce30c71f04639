/**
 * The kinds of piece the refund policy (spec 9) takes no return of, as staff flag a product; null on a product: it may be
 * returned. Kept with the catalogue, whose products carry the flag; returns/return.policy.ts holds the rest of the policy.
 */
export const NON_RETURNABLE_KINDS = ['personalised', 'coin', 'utensil', 'idol'] as const;
export type NonReturnableKind = (typeof NON_RETURNABLE_KINDS)[number];

/** How the shop names each kind to shoppers. */
export const NON_RETURNABLE_LABELS: Readonly<Record<NonReturnableKind, string>> = {
  personalised: 'Personalised pieces',
  coin: 'Gold coins',
  utensil: 'Utensils',
  idol: 'Idols',
};
