import type { Schemas } from '@shop/openapi';

/** An address of the newsletter (admins only: customers' personal data). */
export type Subscriber = Schemas['SubscriberAdminDto'];
export type SubscriberStatus = Subscriber['status'];
