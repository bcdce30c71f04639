import type { components } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type PinPlace = components['schemas']['PinPlaceResponseDto'];

/** Where addresses are: the countries the shop delivers to, and India's PIN directory. */
export const geoApi = {
  countries: async () => (ok(await api.GET('/api/countries'))).countries,
  pin: async (pin: string) => ok(await api.GET('/api/pincodes/{pin}', { params: { path: { pin } } })),
};
