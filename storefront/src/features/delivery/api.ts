import type { components, paths } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type DeliveryEstimate = components['schemas']['DeliveryEstimateDto'];
export type DeliverySummary = components['schemas']['DeliverySummaryDto'];
export type Country = components['schemas']['CountryDto'];
export type EstimateQuery = NonNullable<paths['/api/delivery/estimate']['get']['parameters']['query']>;

/** Delivery (issue 17): when an address gets its order and for what; what the trust badges may promise. Public. */
export const deliveryApi = {
  estimate: async (query: EstimateQuery) => ok(await api.GET('/api/delivery/estimate', { params: { query } })),
  summary: async () => ok(await api.GET('/api/delivery/summary')),
  countries: async () => ok(await api.GET('/api/countries')),
};
