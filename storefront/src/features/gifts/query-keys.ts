/** Gifts are public: keyed by list and page size. */
export const giftKeys = {
  store: (size: number) => ['gifts', 'store', size] as const,
  forHim: () => ['gifts', 'for-him'] as const,
};
