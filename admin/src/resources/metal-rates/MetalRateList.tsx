import HistoryIcon from '@mui/icons-material/History';
import { Button, DataTable, List, TopToolbar, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { DateColumn } from '../../layout/DateColumn';
import { formatRupees } from '../../lib/money';
import type { MetalRate } from './types';

const Column = DataTable.Col<MetalRate>;

const HistoryButton = () => {
  const createPath = useCreatePath();
  return (
    <Button label="Rate history" component={Link} to={createPath({ resource: 'metal-rate-changes', type: 'list' })}>
      <HistoryIcon />
    </Button>
  );
};

/** Today's rate per gram of every purity the shop prices, when and by whom it was set; a row opens its rate to change. */
export const MetalRateList = () => (
  <List<MetalRate>
    title="Today's rates"
    sort={{ field: 'purity', order: 'ASC' }}
    perPage={25}
    pagination={false}
    exporter={false}
    actions={
      <TopToolbar>
        <HistoryButton />
      </TopToolbar>
    }
  >
    <DataTable<MetalRate> rowClick="edit" bulkActionButtons={false}>
      <Column source="purity" label="Purity" render={(rate) => rate.label} />
      <Column
        source="ratePerGram"
        label="Rate per gram"
        align="right"
        render={(rate) => (rate.ratePerGram === null ? 'Not set' : formatRupees(rate.ratePerGram))}
      />
      <DateColumn source="updatedAt" label="Set on" showTime emptyText="—" />
      <Column source="updatedBy" label="Set by" disableSort render={(rate) => rate.updatedBy ?? '—'} />
      <Column source="repriced" label="Pieces repriced" align="right" disableSort />
    </DataTable>
  </List>
);
