import { Edit } from 'react-admin';
import { DeliveryZoneForm } from './DeliveryZoneForm';
import type { DeliveryZone } from './types';

// Pessimistic: a refused save (name taken, COD abroad) keeps the form open with the server's sentence.
export const DeliveryZoneEdit = () => (
  <Edit<DeliveryZone> mutationMode="pessimistic" redirect="list">
    <DeliveryZoneForm />
  </Edit>
);
