export const currencyKeys = {
  all: () => ['currencies'] as const,
};
