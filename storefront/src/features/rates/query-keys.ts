export const ratesKeys = {
  today: () => ['rates', 'today'] as const,
};
