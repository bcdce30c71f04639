import type { components } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type Currency = components['schemas']['DisplayCurrencyDto'];

/** The currencies prices can be shown in, with their rates (issue 17); open to everyone. */
export const currencyApi = {
  list: async () => ok(await api.GET('/api/currencies')),
};
