import type { Schemas } from '@shop/openapi';

export type DeliverySettings = Schemas['DeliverySettingsDto'];
export type DeliverySettingsPayload = Schemas['SaveDeliverySettingsDto'];

/** The cut-off hour and handling days, as the save takes them. */
export function toDeliverySettingsPayload(values: Partial<DeliverySettingsPayload>): DeliverySettingsPayload {
  return { cutoffHour: values.cutoffHour ?? 14, handlingDays: values.handlingDays ?? 2 };
}
