import { Box, Chip, Typography } from '@mui/material';
import { BooleanField, BulkDeleteButton, DataTable, FilterButton, List, SearchInput, SelectInput, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { SubscriberExportButton } from './SubscriberExportButton';
import { SUBSCRIBER_STATUS_LOOK, subscriberStatusChoices } from './subscriberRules';
import type { Subscriber } from './types';

const Column = DataTable.Col<Subscriber>;

const subscriberFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail" />,
  <SelectInput key="status" source="status" label="Status" choices={subscriberStatusChoices} alwaysOn />,
];

const StatusField = () => {
  const subscriber = useRecordContext<Subscriber>();
  if (!subscriber) return null;
  const { label, colour } = SUBSCRIBER_STATUS_LOOK[subscriber.status];
  return <Chip label={label} color={colour} size="small" variant={subscriber.status === 'subscribed' ? 'filled' : 'outlined'} />;
};

const NoSubscribers = () => (
  <Box sx={{ p: 4, textAlign: 'center' }}>
    <Typography variant="h6" component="p" color="text.secondary">
      No one has signed up for the newsletter yet.
    </Typography>
    <Typography variant="body2" color="text.secondary">
      Addresses appear here once shoppers subscribe on the shop.
    </Typography>
  </Box>
);

const SubscriberListActions = () => (
  <TopToolbar>
    <FilterButton />
    <SubscriberExportButton />
  </TopToolbar>
);

/** The newsletter's addresses (admins only). Deleting one forgets it, on the person's request; their coupon stays valid. */
export const SubscriberList = () => (
  <List<Subscriber>
    filters={subscriberFilters}
    actions={<SubscriberListActions />}
    empty={<NoSubscribers />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    // The CSV comes from the server (Export CSV), which writes every page and the coupon columns.
    exporter={false}
  >
    <DataTable<Subscriber> rowClick={false} bulkActionButtons={<BulkDeleteButton label="Forget" mutationMode="pessimistic" />}>
      <Column source="email" label="E-mail" />
      <Column source="status" label="Status">
        <StatusField />
      </Column>
      <DateColumn source="createdAt" label="Subscribed" />
      <DateColumn source="unsubscribedAt" label="Unsubscribed" emptyText="—" disableSort />
      <Column source="couponCode" label="Welcome coupon" disableSort>
        <TextField<Subscriber> source="couponCode" emptyText="—" />
      </Column>
      <Column source="couponUsed" label="Coupon used" disableSort>
        <BooleanField<Subscriber> source="couponUsed" />
      </Column>
    </DataTable>
  </List>
);
