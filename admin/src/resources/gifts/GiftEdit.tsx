import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { GiftForm } from './GiftForm';
import type { Gift } from './types';

const ViewOnShopButton = () => {
  const gift = useRecordContext<Gift>();
  if (!gift) return null;
  return (
    <Button label="View on the shop" href={`/product/details/${encodeURIComponent(gift.slug)}`} target="_blank" rel="noopener" component="a">
      <OpenInNewIcon />
    </Button>
  );
};

const GiftEditActions = () => (
  <TopToolbar>
    <ListButton />
    <ViewOnShopButton />
  </TopToolbar>
);

// Pessimistic: a refused save (slug taken, picture refused) keeps the form open with the server's sentence.
export const GiftEdit = () => (
  <Edit<Gift> mutationMode="pessimistic" redirect="list" actions={<GiftEditActions />}>
    <GiftForm />
  </Edit>
);
