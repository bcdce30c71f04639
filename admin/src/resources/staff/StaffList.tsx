import { Chip } from '@mui/material';
import { DataTable, EmailField, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { CreateActions } from '../../layout/CreateActions';
import { DateColumn } from '../../layout/DateColumn';
import { staffRoleChoices } from './staffRules';
import type { StaffMember } from './types';

const Column = DataTable.Col<StaffMember>;
const NumberColumn = DataTable.NumberCol<StaffMember>;

const staffFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail or phone" />,
  <SelectInput key="role" source="role" label="Role" alwaysOn choices={staffRoleChoices} />,
];

const RoleField = () => {
  const member = useRecordContext<StaffMember>();
  if (!member) return null;
  return member.role === 'admin' ? <Chip label="Admin" color="primary" size="small" /> : <Chip label="Seller" size="small" variant="outlined" />;
};

/** The shop's staff accounts (admins only); a seller's name is the shop name their products carry. */
export const StaffList = () => (
  <List<StaffMember> filters={staffFilters} actions={<CreateActions withFilters />} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
    <DataTable<StaffMember> rowClick="edit" bulkActionButtons={false}>
      <Column source="name" label="Name" />
      <Column source="email" label="E-mail">
        <EmailField<StaffMember> source="email" onClick={(event) => event.stopPropagation()} />
      </Column>
      <Column source="role" label="Role" disableSort>
        <RoleField />
      </Column>
      <NumberColumn source="products" label="Products" disableSort />
      <DateColumn source="createdAt" label="Added" />
    </DataTable>
  </List>
);
