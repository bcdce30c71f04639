import SettingsIcon from '@mui/icons-material/Settings';
import { Button, CreateButton, DataTable, List, SelectInput, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../lib/money';
import { zoneReach } from './deliveryZoneRules';
import type { DeliveryZone } from './types';

const Column = DataTable.Col<DeliveryZone>;

const zoneFilters = [
  <SelectInput key="kind" source="kind" label="Where" alwaysOn choices={[{ id: 'india', name: 'India' }, { id: 'abroad', name: 'Abroad' }]} />,
];

/** The list's buttons: add a zone, and the cut-off and handling days every zone's dates count from. */
const ZoneActions = () => (
  <TopToolbar>
    <Button component={Link} to="/delivery-settings/current" label="Cut-off and handling days">
      <SettingsIcon />
    </Button>
    <CreateButton />
  </TopToolbar>
);

/** Every zone by position (the first that serves an address wins), with what it charges and whether it takes cash. */
export const DeliveryZoneList = () => (
  <List<DeliveryZone> filters={zoneFilters} actions={<ZoneActions />} sort={{ field: 'position', order: 'ASC' }} perPage={50} exporter={false}>
    <DataTable<DeliveryZone> rowClick="edit">
      <Column source="position" label="Order" />
      <Column source="name" label="Zone" />
      <Column label="Delivers to" disableSort render={zoneReach} />
      <Column source="transitMaxDays" label="Transit" render={(zone) => `${zone.transitMinDays}–${zone.transitMaxDays} business days`} />
      <Column source="fee" label="Shipping" render={(zone) => (zone.fee === 0 ? 'Free' : `${formatRupees(zone.fee)}${zone.freeAbove === null ? '' : `, free above ${formatRupees(zone.freeAbove)}`}`)} />
      <Column label="Cash on delivery" disableSort render={(zone) => (zone.codOffered ? `Up to ${zone.codLimit === null ? '₹1,99,999.99' : formatRupees(zone.codLimit)}` : 'No')} />
    </DataTable>
  </List>
);
