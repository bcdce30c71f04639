import { DataTable, FunctionField, NumberField, TextField } from 'react-admin';
import { RefundStateField } from './RefundStateField';
import { REFUND_KIND_LABEL } from './refundRules';
import type { Refund } from './types';

const Column = DataTable.Col<Refund>;

/** What a refund shows in a table after when it started (and its order, in the list): the Refunds list and an order's page. */
export const refundColumns = [
  <Column key="amount" source="amount" label="Amount" align="right">
    <NumberField<Refund> source="amount" locales="en-IN" options={{ style: 'currency', currency: 'INR' }} />
  </Column>,
  <Column key="kind" source="kind" label="Kind" disableSort>
    <FunctionField<Refund> render={(refund) => REFUND_KIND_LABEL[refund.kind]} />
  </Column>,
  <Column key="state" source="state" label="State">
    <RefundStateField />
  </Column>,
  <Column key="reference" source="reference" label="Reference" disableSort>
    <TextField<Refund> source="reference" emptyText="—" />
  </Column>,
  <Column key="failureReason" source="failureReason" label="Why it failed" disableSort>
    <TextField<Refund> source="failureReason" emptyText="—" />
  </Column>,
];
