import { Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatRupees } from '../../lib/money';
import { thumbnailOf } from '../../uploads/pictures';
import { stockLevel } from './productRules';
import type { Product } from './types';

/** The product's first picture: the one its cards show on the shop. */
export const ProductThumbnail = () => {
  const product = useRecordContext<Product>();
  const [first] = product?.images ?? [];
  if (!product || !first) return null;
  return (
    <img
      src={thumbnailOf(first)}
      alt={product.name}
      width={56}
      height={56}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
    />
  );
};

/** The list price, and what shoppers pay when there is a discount (as the server computes it). */
export const PriceField = () => {
  const product = useRecordContext<Product>();
  if (!product) return null;
  return (
    <>
      <Typography variant="body2">{formatRupees(product.price)}</Typography>
      {product.discount > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {formatRupees(product.salePrice)} after discount
        </Typography>
      ) : null}
    </>
  );
};

/** Stock with the shelves' state: sold out in red, running low in amber. */
export const StockField = () => {
  const product = useRecordContext<Product>();
  if (!product) return null;
  switch (stockLevel(product.stock)) {
    case 'out':
      return <Chip label="Out of stock" color="error" size="small" />;
    case 'low':
      return <Chip label={`Low: ${product.stock} left`} color="warning" size="small" />;
    default:
      return <Typography variant="body2">{product.stock}</Typography>;
  }
};
