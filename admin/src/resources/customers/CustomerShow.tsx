import { DateField, EmailField, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { Customer } from './types';

export const CustomerShow = () => (
  <Show<Customer>>
    <SimpleShowLayout>
      <TextField<Customer> source="name" />
      <EmailField<Customer> source="email" />
      <TextField<Customer> source="phone" emptyText="—" />
      <DateField<Customer> source="createdAt" label="Joined" locales="en-IN" showTime options={{ dateStyle: 'medium', timeStyle: 'short' }} />
    </SimpleShowLayout>
  </Show>
);
