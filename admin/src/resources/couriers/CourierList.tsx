import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, useRecordContext } from 'react-admin';
import { CreateActions } from '../../layout/CreateActions';
import { FlagFilter } from '../../layout/FlagFilter';
import type { Courier } from './types';

const Column = DataTable.Col<Courier>;
const NumberColumn = DataTable.NumberCol<Courier>;

const courierFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name" />,
  <FlagFilter key="active" source="active" label="Status" alwaysOn choices={{ true: 'Active', false: 'Inactive' }} />,
];

const ActiveField = () => {
  const courier = useRecordContext<Courier>();
  if (!courier) return null;
  return courier.active ? <Chip label="Active" color="success" size="small" variant="outlined" /> : <Chip label="Inactive" size="small" />;
};

/** The couriers a shipment can name, with their tracking page and AWB format. */
export const CourierList = () => (
  <List<Courier> filters={courierFilters} actions={<CreateActions withFilters />} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
    <DataTable<Courier> rowClick="edit">
      <Column source="name" label="Name" />
      <Column source="trackingUrlTemplate" label="Tracking page" disableSort />
      <Column source="awbPattern" label="AWB format" disableSort />
      <NumberColumn source="shipments" label="Shipments" disableSort />
      <Column label="Status" disableSort>
        <ActiveField />
      </Column>
    </DataTable>
  </List>
);
