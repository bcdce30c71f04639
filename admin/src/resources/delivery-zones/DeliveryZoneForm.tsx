import { BooleanInput, FormDataConsumer, RadioButtonGroupInput, SimpleForm, TextArrayInput, TextInput, required } from 'react-admin';
import { RupeesInput, WholeNumberInput } from '../../layout/UnitInputs';
import { checkCodLimit, checkCountries, checkPinRanges, checkStateCodes } from './deliveryZoneRules';
import type { DeliveryZoneValues } from './types';

const KINDS = [
  { id: 'india', name: 'India' },
  { id: 'abroad', name: 'Abroad' },
];

/** A zone's fields: where it delivers (by its kind), how long it takes, what it costs and its cash-on-delivery terms. */
export const DeliveryZoneForm = () => (
  <SimpleForm sx={{ maxWidth: 720 }} noValidate>
    <TextInput source="name" label="Zone" validate={required()} helperText="As shoppers read it: 'Jaipur city', 'USA and Canada'" />
    <RadioButtonGroupInput source="kind" label="Where" choices={KINDS} validate={required()} />
    <WholeNumberInput source="position" label="Order" helperText="Lower first: the first zone that serves an address wins" />
    <FormDataConsumer<DeliveryZoneValues>>
      {({ formData }) =>
        formData.kind === 'abroad' ? (
          <TextArrayInput source="countries" label="Countries" validate={checkCountries} helperText="ISO codes such as US, GB, AE; none: the rest of the world" />
        ) : (
          <>
            <TextArrayInput source="pinRanges" label="PIN ranges" validate={checkPinRanges} helperText="Such as 302001-302044, or one PIN code" />
            <TextArrayInput source="stateCodes" label="States (GST codes)" validate={checkStateCodes} helperText="Such as 08 for Rajasthan; with no PIN ranges either: the rest of India" />
          </>
        )
      }
    </FormDataConsumer>
    <WholeNumberInput source="transitMinDays" label="Transit from (business days)" max={60} />
    <WholeNumberInput source="transitMaxDays" label="Transit up to (business days)" max={60} />
    <RupeesInput source="fee" label="Shipping fee" min={0} validate={required()} helperText="0: free" />
    <RupeesInput source="freeAbove" label="Free above" min={0} helperText="Orders from this amount ship free; empty: never" />
    <FormDataConsumer<DeliveryZoneValues>>
      {({ formData }) =>
        formData.kind === 'abroad' ? null : (
          <>
            <BooleanInput source="codOffered" label="Cash on delivery" />
            {formData.codOffered === true ? (
              <RupeesInput source="codLimit" label="Cash on delivery up to" min={1} validate={checkCodLimit} helperText="Jewellers cap cash orders, e.g. ₹50,000; empty: up to ₹1,99,999.99" />
            ) : null}
          </>
        )
      }
    </FormDataConsumer>
  </SimpleForm>
);
