import { DateField, FunctionField, Labeled, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { RefundStateField } from './RefundStateField';
import { REFUND_KIND_LABEL } from './refundRules';
import type { Refund } from './types';

/** One refund: its order, amount, state, references and, when it failed, why. */
export const RefundShow = () => (
  <Show<Refund>>
    <SimpleShowLayout>
      <ReferenceField<Refund> source="orderId" reference="orders" link="show" label="Order" />
      <NumberField<Refund> source="amount" label="Amount" locales="en-IN" options={{ style: 'currency', currency: 'INR' }} />
      <FunctionField<Refund> label="Kind" render={(refund) => REFUND_KIND_LABEL[refund.kind]} />
      <Labeled label="State">
        <RefundStateField />
      </Labeled>
      <TextField<Refund> source="reference" label="Reference (gateway or UTR)" emptyText="—" />
      <TextField<Refund> source="merchantRefundId" label="Our reference at the gateway" />
      <TextField<Refund> source="failureReason" label="Why it failed" emptyText="—" />
      <DateField<Refund> source="createdAt" label="Started" showTime locales="en-IN" />
      <DateField<Refund> source="completedAt" label="Refunded" showTime locales="en-IN" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
