import { Edit, NumberInput, SimpleForm, required } from 'react-admin';
import type { DeliverySettings } from './types';

/** The cut-off hour (IST) and handling days every delivery date counts from; one record, 'current'. */
export const DeliverySettingsEdit = () => (
  <Edit<DeliverySettings> mutationMode="pessimistic" redirect="/delivery-zones" title="Delivery settings">
    <SimpleForm sx={{ maxWidth: 480 }} noValidate>
      <NumberInput
        source="cutoffHour"
        label="Cut-off hour (IST)"
        min={0}
        max={23}
        step={1}
        validate={required()}
        helperText="Orders from this hour (0–23) start the next business day; 14 is 2 pm"
      />
      <NumberInput
        source="handlingDays"
        label="Handling days"
        min={0}
        max={30}
        step={1}
        validate={required()}
        helperText="Business days to pack and dispatch (the policy promises 48 hours: 2)"
      />
    </SimpleForm>
  </Edit>
);
