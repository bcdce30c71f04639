import type { components } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type SavedAddress = components['schemas']['AddressDto'];
export type ShippingInfo = components['schemas']['ShippingInfoDto'];
export type SaveAddressRequest = JsonBody<'/api/home/customer/addresses', 'post'>;

/** The address book (DECISIONS.md): the signed-in customer's own addresses, offered at checkout. */
export const addressesApi = {
  list: async () => ok(await api.GET('/api/home/customer/addresses')),
  create: async (body: SaveAddressRequest) => ok(await api.POST('/api/home/customer/addresses', { body })),
  update: async (id: string, body: SaveAddressRequest) =>
    ok(await api.PUT('/api/home/customer/addresses/{id}', { params: { path: { id } }, body })),
  remove: async (id: string) => ok(await api.DELETE('/api/home/customer/addresses/{id}', { params: { path: { id } } })),
  makeDefault: async (id: string) =>
    ok(await api.PUT('/api/home/customer/addresses/{id}/default', { params: { path: { id } } })),
};
