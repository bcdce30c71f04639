import { Create } from 'react-admin';
import { DeliveryZoneForm } from './DeliveryZoneForm';
import type { DeliveryZone } from './types';

export const DeliveryZoneCreate = () => (
  <Create<DeliveryZone>
    redirect="list"
    record={{ kind: 'india', position: 100, pinRanges: [], stateCodes: [], countries: [], transitMinDays: 3, transitMaxDays: 5, fee: 0, freeAbove: null, codOffered: true, codLimit: 50000 }}
  >
    <DeliveryZoneForm />
  </Create>
);
