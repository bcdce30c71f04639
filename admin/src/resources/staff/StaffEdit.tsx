import {
  DeleteButton,
  Edit,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { checkStaffName, checkStaffPassword, checkStaffPhone, deleteConsequence, staffRoleChoices } from './staffRules';
import type { StaffMember } from './types';

const validateName = [required(), checkStaffName];

/** Delete, asked first with what it means; not offered on your own account (the server refuses it too). */
const StaffDeleteButton = ({ own }: { own: boolean }) => {
  const member = useRecordContext<StaffMember>();
  if (!member || own) return null;
  return <DeleteButton mutationMode="pessimistic" confirmTitle={`Delete ${member.name}?`} confirmContent={deleteConsequence(member)} />;
};

const StaffEditToolbar = ({ own }: { own: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <StaffDeleteButton own={own} />
  </Toolbar>
);

const StaffForm = () => {
  const member = useRecordContext<StaffMember>();
  const { identity } = useGetIdentity();
  const own = member !== undefined && identity?.id === member.id;
  return (
    <SimpleForm sx={{ maxWidth: 640 }} noValidate toolbar={<StaffEditToolbar own={own} />}>
      <TextInput source="name" label="Name" validate={validateName} helperText="A seller's name is the shop name shown with their new products" />
      <TextInput source="email" label="Email" disabled helperText="The e-mail they sign in with cannot change" />
      <SelectInput
        source="role"
        label="Role"
        choices={staffRoleChoices}
        validate={required()}
        disabled={own}
        helperText={own ? 'Another admin can change your role' : 'Sellers see and edit only their own products and orders'}
      />
      <TextInput source="phone" label="Phone" validate={checkStaffPhone} />
      <PasswordInput source="newPassword" label="Set a new password" validate={checkStaffPassword} helperText="Leave empty to keep the current one; at least 8 characters" />
    </SimpleForm>
  );
};

// Pessimistic: a refused save (the last admin, your own role) keeps the form open with the server's sentence.
export const StaffEdit = () => (
  <Edit<StaffMember> mutationMode="pessimistic" redirect="list">
    <StaffForm />
  </Edit>
);
