import { DataTable, List } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { rateText } from './exchangeRateRules';
import type { ExchangeRate } from './types';

const Column = DataTable.Col<ExchangeRate>;

/**
 * The rupees one unit of each foreign display currency buys (issue 17), when and by whom it was set; a row opens its
 * rate to change. A currency without a rate is not offered to shoppers.
 */
export const ExchangeRateList = () => (
  <List<ExchangeRate> title="Exchange rates" sort={{ field: 'currency', order: 'ASC' }} perPage={25} pagination={false} exporter={false}>
    <DataTable<ExchangeRate> rowClick="edit" bulkActionButtons={false}>
      <Column source="currency" label="Currency" render={(rate) => `${rate.currency} · ${rate.name}`} />
      <Column source="inrPerUnit" label="Rate" align="right" render={(rate) => rateText(rate, rate.currency)} />
      <DateColumn source="updatedAt" label="Set on" showTime emptyText="—" />
      <Column source="updatedBy" label="Set by" disableSort render={(rate) => rate.updatedBy ?? '—'} />
    </DataTable>
  </List>
);
