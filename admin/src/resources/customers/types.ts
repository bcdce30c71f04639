import type { Schemas } from '@shop/openapi';

export type Customer = Schemas['CustomerDto'];
