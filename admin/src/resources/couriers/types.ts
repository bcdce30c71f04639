import type { Schemas } from '@shop/openapi';

export type Courier = Schemas['CourierDto'];
