import { DateInput, SimpleForm, TextInput, required } from 'react-admin';

/** A holiday: its date and name. */
export const DeliveryHolidayForm = () => (
  <SimpleForm sx={{ maxWidth: 480 }} noValidate>
    <DateInput source="date" label="Date" validate={required()} />
    <TextInput source="name" label="Holiday" validate={required()} helperText="Such as Diwali or Republic Day" />
  </SimpleForm>
);
