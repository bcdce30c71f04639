import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';
import { Button, Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';

type ShopPageProps = {
  /** Where the shop shows the record, before its slug ('/product/details'). */
  path: string;
};

const ViewOnShopButton = ({ path }: ShopPageProps) => {
  const record = useRecordContext<{ slug: string }>();
  if (!record) return null;
  return (
    <Button label="View on the shop" href={`${path}/${encodeURIComponent(record.slug)}`} target="_blank" rel="noopener" component="a">
      <OpenInNewIcon />
    </Button>
  );
};

/**
 * The edit page of a record the shop shows as a page of its own: back to the list, or open that page. Pessimistic: a
 * refused save (slug taken, picture refused) keeps the form open with the server's sentence.
 */
export const ShopPageEdit = ({ path, children }: ShopPageProps & { children: ReactNode }) => (
  <Edit
    mutationMode="pessimistic"
    redirect="list"
    actions={
      <TopToolbar>
        <ListButton />
        <ViewOnShopButton path={path} />
      </TopToolbar>
    }
  >
    {children}
  </Edit>
);
