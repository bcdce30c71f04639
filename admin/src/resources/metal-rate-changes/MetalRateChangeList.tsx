import { DataTable, List, SelectInput } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { formatRupees } from '../../lib/money';
import { purityChoices } from '../metal-rates/metalRateRules';
import type { MetalRateChange } from '../metal-rates/types';

const Column = DataTable.Col<MetalRateChange>;

const changeFilters = [<SelectInput key="purity" source="purity" label="Purity" choices={purityChoices} alwaysOn />];

/** Every change of a rate, newest first: who made it, when, the old and new rate and the pieces it repriced. */
export const MetalRateChangeList = () => (
  <List<MetalRateChange> title="Rate history" filters={changeFilters} sort={{ field: 'changedAt', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable<MetalRateChange> bulkActionButtons={false} rowClick={false}>
      <DateColumn source="changedAt" label="When" showTime />
      <Column source="purity" label="Purity" render={(change) => change.label} />
      <Column
        source="newRatePerGram"
        label="Rate per gram"
        render={(change) => `${change.oldRatePerGram === null ? 'First rate' : formatRupees(change.oldRatePerGram)} → ${formatRupees(change.newRatePerGram)}`}
      />
      <Column source="changedBy" label="By" disableSort />
      <Column source="repriced" label="Pieces repriced" align="right" />
    </DataTable>
  </List>
);
