import { useMemo } from 'react';
import { SelectInput, type SelectInputProps, useGetList } from 'react-admin';
import { shopsOf } from './productRules';
import type { Product } from './types';

/**
 * Admins' filter by shop. The server has no list of seller accounts, so the shops are read from the products
 * themselves (one page of the largest size the server answers).
 */
export const ShopInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { data, isPending } = useGetList<Product>('products', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const choices = useMemo(() => shopsOf(data ?? []), [data]);
  return <SelectInput {...props} choices={choices} isPending={isPending} />;
};
