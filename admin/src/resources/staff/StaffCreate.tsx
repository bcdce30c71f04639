import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { checkStaffEmail, checkStaffName, checkStaffPassword, checkStaffPhone, staffRoleChoices } from './staffRules';
import type { StaffMember } from './types';

const validateName = [required(), checkStaffName];
// Not react-admin's email(): it wants a dot in the domain, and staff addresses may be ops@localhost.
const validateEmail = [required(), checkStaffEmail];
const validatePassword = [required(), checkStaffPassword];

/** A new admin or seller, who then signs in to the console with this e-mail and password. */
export const StaffCreate = () => (
  <Create<StaffMember> redirect="list" record={{ role: 'seller' }}>
    <SimpleForm sx={{ maxWidth: 640 }} noValidate>
      <TextInput source="name" label="Name" validate={validateName} helperText="A seller's name is the shop name shown with their products" />
      <TextInput source="email" label="Email" type="email" validate={validateEmail} helperText="They sign in with it" />
      <PasswordInput source="password" label="Password" validate={validatePassword} helperText="At least 8 characters; tell them in person" />
      <SelectInput source="role" label="Role" choices={staffRoleChoices} validate={required()} helperText="Sellers see and edit only their own products and orders" />
      <TextInput source="phone" label="Phone" validate={checkStaffPhone} />
    </SimpleForm>
  </Create>
);
