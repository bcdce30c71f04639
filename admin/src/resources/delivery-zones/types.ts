import type { Schemas } from '@shop/openapi';

export type DeliveryZone = Schemas['DeliveryZoneDto'];
/** What POST and PUT /api/admin/delivery-zones accept. */
export type DeliveryZonePayload = Schemas['SaveDeliveryZoneDto'];
/** The zone form's values: cleared inputs are null or absent, lists may be missing. */
export type DeliveryZoneValues = Partial<Omit<DeliveryZonePayload, 'freeAbove' | 'codLimit'>> & { freeAbove?: number | null; codLimit?: number | null };
