import { Edit, SimpleForm } from 'react-admin';
import { WholeNumberInput } from '../../layout/UnitInputs';
import type { DeliverySettings } from './types';

/** The cut-off hour (IST) and handling days every delivery date counts from; one record, 'current'. */
export const DeliverySettingsEdit = () => (
  <Edit<DeliverySettings> mutationMode="pessimistic" redirect="/delivery-zones" title="Delivery settings">
    <SimpleForm sx={{ maxWidth: 480 }} noValidate>
      <WholeNumberInput source="cutoffHour" label="Cut-off hour (IST)" max={23} helperText="Orders from this hour (0–23) start the next business day; 14 is 2 pm" />
      <WholeNumberInput source="handlingDays" label="Handling days" max={30} helperText="Business days to pack and dispatch (the policy promises 48 hours: 2)" />
    </SimpleForm>
  </Edit>
);
