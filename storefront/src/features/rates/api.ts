import type { components } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type MetalRate = components['schemas']['MetalRateDto'];

/** Today's metal rates (issue 16); open to everyone. */
export const ratesApi = {
  list: async () => ok(await api.GET('/api/metal-rates')),
};
