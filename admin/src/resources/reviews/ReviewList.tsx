import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Chip, Link, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BulkDeleteButton,
  BulkUpdateButton,
  DataTable,
  DeleteButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useRecordContext,
} from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { FlagFilter } from '../../layout/FlagFilter';
import { ReviewVisibilityButton } from './ReviewVisibilityButton';
import { StarRatingField } from './StarRatingField';
import type { Review } from './types';

const Column = DataTable.Col<Review>;

const reviewFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or text" />,
  <FlagFilter key="hidden" source="hidden" label="Visibility" alwaysOn choices={{ false: 'Shown on the shop', true: 'Hidden' }} />,
  <ReferenceInput key="productId" source="productId" reference="products" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="Product" optionText="name" sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <SelectInput
    key="rating"
    source="rating"
    label="Rating"
    choices={[5, 4, 3, 2, 1].map((stars) => ({ id: String(stars), name: stars === 1 ? '1 star' : `${stars} stars` }))}
  />,
];

/** The product's name, linking to its page on the shop. */
const ProductField = () => {
  const review = useRecordContext<Review>();
  if (!review) return null;
  return (
    <Link href={`/product/details/${encodeURIComponent(review.productSlug)}`} target="_blank" rel="noopener">
      {review.productName}
    </Link>
  );
};

const VisibilityField = () => {
  const review = useRecordContext<Review>();
  if (!review) return null;
  return review.hidden ? <Chip label="Hidden" size="small" color="warning" /> : <Chip label="Shown" size="small" variant="outlined" />;
};

const ReviewTextField = () => {
  const review = useRecordContext<Review>();
  if (!review) return null;
  return (
    <Typography variant="body2" sx={{ maxWidth: 420, whiteSpace: 'pre-line' }}>
      {review.review}
    </Typography>
  );
};

const ReviewBulkActions = () => (
  <>
    <BulkUpdateButton label="Hide" data={{ hidden: true }} mutationMode="pessimistic" icon={<VisibilityOffIcon />} />
    <BulkUpdateButton label="Show" data={{ hidden: false }} mutationMode="pessimistic" icon={<VisibilityIcon />} />
    {/* Hidden for sellers: only admins may delete (the button asks canAccess). */}
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

// Hidden reviews are greyed so the shop's visible ones stand out.
const rowSx = (review: Review) => (review.hidden ? { opacity: 0.6 } : {});

export const ReviewList = () => (
  <List<Review> filters={reviewFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable<Review> rowClick={false} rowSx={rowSx} bulkActionButtons={<ReviewBulkActions />}>
      <Column source="productName" label="Product" disableSort>
        <ProductField />
      </Column>
      <Column source="name" label="Written by" disableSort />
      <Column source="rating" label="Rating">
        <StarRatingField />
      </Column>
      <Column source="review" label="Review" disableSort>
        <ReviewTextField />
      </Column>
      <DateColumn source="createdAt" label="Date" />
      <Column source="hidden" label="On the shop" disableSort>
        <VisibilityField />
      </Column>
      <Column label="Actions" disableSort>
        <Stack direction="row">
          <ReviewVisibilityButton />
          <DeleteButton mutationMode="pessimistic" />
        </Stack>
      </Column>
    </DataTable>
  </List>
);
