import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin';
import { checkAwbPattern, checkTrackingTemplate } from './courierRules';

/** A courier's fields, with the server's rules checked as staff type. */
export const CourierForm = () => (
  <SimpleForm sx={{ maxWidth: 720 }} noValidate>
    <TextInput source="name" label="Name" validate={required()} helperText="2 to 60 characters, e.g. Blue Dart" />
    <TextInput
      source="trackingUrlTemplate"
      label="Tracking URL template"
      validate={[required(), checkTrackingTemplate]}
      helperText="The courier's public tracking page (https), with {awb} where the AWB number goes"
      fullWidth
    />
    <TextInput
      source="awbPattern"
      label="AWB format"
      validate={[required(), checkAwbPattern]}
      helperText="A regular expression the whole AWB number matches, e.g. ^[0-9]{11}$"
    />
    <BooleanInput source="active" label="Offered in the Ship form" />
  </SimpleForm>
);
