import { DataTable, DateInput, FilterButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { CustomerField, DeliveryStatusField, OrderReferenceField, PaymentMethodField, PaymentStatusField, TotalField } from './OrderFields';
import { deliveryStatusChoices, paymentMethodChoices, paymentStatusChoices } from './orderRules';
import { SalesRegisterButton } from './SalesRegisterButton';
import type { Order } from './types';

const OrderListActions = () => (
  <TopToolbar>
    <FilterButton />
    <SalesRegisterButton />
  </TopToolbar>
);

const Column = DataTable.Col<Order>;

const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail, name or order #" />,
  <SelectInput key="delivery_status" source="delivery_status" label="Delivery" choices={deliveryStatusChoices} alwaysOn />,
  <SelectInput key="payment_status" source="payment_status" label="Payment" choices={paymentStatusChoices} alwaysOn />,
  <SelectInput key="payment_method" source="payment_method" label="Paid by" choices={paymentMethodChoices} />,
  <DateInput key="createdFrom" source="createdFrom" label="Placed from" />,
  <DateInput key="createdTo" source="createdTo" label="Placed until" />,
];

/**
 * Every order, newest first; a seller's list holds only the orders with their products (the server answers only
 * those). The order reference is the one customers quote; searching "#1A2B" or "1a2b" finds it.
 */
export const OrderList = () => (
  <List<Order>
    filters={orderFilters}
    actions={<OrderListActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    // Orders hold customers' addresses: they stay in the console.
    exporter={false}
  >
    <DataTable<Order> rowClick="show" bulkActionButtons={false}>
      <DateColumn source="createdAt" label="Date" field="date" showTime />
      <Column label="Order" disableSort field={OrderReferenceField} />
      <Column label="Customer" disableSort field={CustomerField} />
      <Column source="total" label="Total" align="right" field={TotalField} />
      <Column source="items" label="Items" align="right" />
      <Column label="Paid by" disableSort field={PaymentMethodField} />
      <Column label="Payment" disableSort field={PaymentStatusField} />
      <Column label="Delivery" disableSort field={DeliveryStatusField} />
    </DataTable>
  </List>
);
