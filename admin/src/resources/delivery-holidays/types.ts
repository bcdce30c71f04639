import type { Schemas } from '@shop/openapi';

export type DeliveryHoliday = Schemas['DeliveryHolidayDto'];
/** What POST and PUT /api/admin/delivery-holidays accept. */
export type DeliveryHolidayPayload = Schemas['SaveDeliveryHolidayDto'];

/** The holiday form's values. */
export type DeliveryHolidayValues = Partial<DeliveryHolidayPayload>;

/** The date and name of a holiday, as the save takes them. */
export function toHolidayPayload(values: DeliveryHolidayValues): DeliveryHolidayPayload {
  return { date: values.date ?? '', name: (values.name ?? '').trim() };
}
