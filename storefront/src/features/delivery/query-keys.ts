import type { EstimateQuery } from './api';

export const deliveryKeys = {
  estimate: (query: EstimateQuery) => ['delivery', 'estimate', query.country ?? 'IN', query.pin ?? '', query.amount ?? null] as const,
  summary: () => ['delivery', 'summary'] as const,
  countries: () => ['delivery', 'countries'] as const,
};
