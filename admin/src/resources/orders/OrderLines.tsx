import { Box, Link, Table, TableBody, TableCell, TableFooter, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { type Heading, TableHeadings } from '../../layout/TableHeadings';
import { formatRupees } from '../../lib/money';
import { thumbnailOf } from '../../uploads/pictures';
import { purityLabel } from '../metal-rates/metalRateRules';
import { formatGrams } from './orderRules';
import type { Order, OrderLine } from './types';

const PICTURE = 56;
const HEADINGS: Heading[] = [
  'Picture',
  'Piece',
  'Size',
  'Colour',
  { label: 'Quantity', align: 'right' },
  { label: 'Price', align: 'right' },
  { label: 'Each after discount', align: 'right' },
  { label: 'Amount', align: 'right' },
  'HSN',
  'Purity',
  { label: 'Net weight', align: 'right' },
  { label: 'Taxable value', align: 'right' },
  { label: 'GST', align: 'right' },
];

const LinePicture = ({ line }: { line: OrderLine }) => {
  const [first] = line.images;
  if (!first) return <Box sx={{ width: PICTURE, height: PICTURE, bgcolor: 'action.hover', borderRadius: 1 }} />;
  return (
    <img src={thumbnailOf(first)} alt={line.name} width={PICTURE} height={PICTURE} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
  );
};

/** The piece's name, linking to its page on the shop while it is still sold there. */
const LineName = ({ line }: { line: OrderLine }) => (
  <>
    {line.productId ? (
      <Link href={`/product/details/${encodeURIComponent(line.slug)}`} target="_blank" rel="noopener">
        {line.name}
      </Link>
    ) : (
      <Typography variant="body2">{line.name}</Typography>
    )}
    <Typography variant="caption" color="text.secondary" component="div">
      {[...new Set([line.brand, line.shopName])].filter(Boolean).join(' · ')}
    </Typography>
  </>
);

type TotalRowProps = { label: string; amount: string; strong?: boolean };

/** A total under the pieces: its label spans every column but the last, the amount's. */
const TotalRow = ({ label, amount, strong }: TotalRowProps) => (
  <TableRow>
    <TableCell colSpan={HEADINGS.length - 1} align="right" sx={{ border: 0, typography: 'body2', fontWeight: strong ? 700 : undefined, color: 'text.primary' }}>
      {label}
    </TableCell>
    <TableCell align="right" sx={{ border: 0, typography: 'body2', fontWeight: strong ? 700 : undefined, color: 'text.primary', whiteSpace: 'nowrap' }}>
      {amount}
    </TableCell>
  </TableRow>
);

/**
 * The pieces as they were bought (name, picture, prices and what they were billed as are the order's snapshot: a later
 * rate change never alters them), then the totals the server computed.
 */
export const OrderLines = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Table size="small" aria-label="Pieces ordered">
      <TableHeadings headings={HEADINGS} />
      <TableBody>
        {order.products.map((line) => (
          <TableRow key={line._id}>
            <TableCell>
              <LinePicture line={line} />
            </TableCell>
            <TableCell>
              <LineName line={line} />
            </TableCell>
            <TableCell>{line.size || '—'}</TableCell>
            <TableCell>{line.color || '—'}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{formatRupees(line.price)}</TableCell>
            <TableCell align="right">
              {formatRupees(line.salePrice)}
              {line.discount > 0 ? (
                <Typography variant="caption" color="text.secondary" component="div">
                  {line.discount} % off
                </Typography>
              ) : null}
            </TableCell>
            <TableCell align="right">{formatRupees(line.salePrice * line.quantity)}</TableCell>
            <TableCell>{line.hsn}</TableCell>
            <TableCell>{line.purity ? purityLabel(line.purity) : '—'}</TableCell>
            <TableCell align="right">{line.netWeight === null ? '—' : formatGrams(line.netWeight)}</TableCell>
            <TableCell align="right">{formatRupees(line.taxableValue)}</TableCell>
            <TableCell align="right">{formatRupees(line.gst)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TotalRow label="Subtotal" amount={formatRupees(order.subtotal)} />
        {order.couponCode ? <TotalRow label={`Coupon ${order.couponCode}`} amount={`− ${formatRupees(order.couponDiscount)}`} /> : null}
        <TotalRow label="Shipping" amount={order.shipping_fee > 0 ? formatRupees(order.shipping_fee) : 'Free'} />
        <TotalRow label="Total" amount={formatRupees(order.price)} strong />
      </TableFooter>
    </Table>
  );
};
