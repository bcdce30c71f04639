/** A product's reviews are public: keyed by product, one entry per page of 5. */
export const reviewKeys = {
  product: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, pageNo: number) => ['reviews', productId, pageNo] as const,
};
