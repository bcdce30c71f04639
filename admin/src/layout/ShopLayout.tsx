import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { TestPaymentsRibbon } from './TestPaymentsRibbon';

type ShopLayoutProps = { children: ReactNode };

/** react-admin's layout with the test payments ribbon. */
export const ShopLayout = ({ children }: ShopLayoutProps) => (
  <Layout>
    {children}
    <TestPaymentsRibbon />
  </Layout>
);
