import { Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatRupees } from '../../lib/money';
import { orderReference } from '../orders/orderRules';
import { RETURN_KIND_LABEL, RETURN_STATE_LOOK, piecesOf, piecesText, refundToRows } from './returnRules';
import type { RefundTo, ReturnRecord, ReturnState } from './types';

export type ReturnStateChipProps = { state: ReturnState };

export const ReturnStateChip = ({ state }: ReturnStateChipProps) => {
  const { label, colour } = RETURN_STATE_LOOK[state];
  return <Chip label={label} color={colour} size="small" />;
};

/** The return's state as a coloured chip. */
export const ReturnStateField = () => {
  const ret = useRecordContext<ReturnRecord>();
  return ret ? <ReturnStateChip state={ret.state} /> : null;
};

/** Return, or missing item (a claim). */
export const ReturnKindField = () => {
  const ret = useRecordContext<ReturnRecord>();
  return ret ? <Typography variant="body2">{RETURN_KIND_LABEL[ret.kind]}</Typography> : null;
};

export const ReturnPiecesField = () => {
  const ret = useRecordContext<ReturnRecord>();
  return ret ? <Typography variant="body2">{piecesText(piecesOf(ret))}</Typography> : null;
};

export const ReturnAmountField = () => {
  const ret = useRecordContext<ReturnRecord>();
  return ret ? <Typography variant="body2">{formatRupees(ret.amount)}</Typography> : null;
};

/** The order's reference customers quote (#1A2B3C4D). */
export const ReturnOrderField = () => {
  const ret = useRecordContext<ReturnRecord>();
  return ret ? <Typography variant="body2">{orderReference(ret.orderId)}</Typography> : null;
};

export const ReturnCustomerField = () => {
  const ret = useRecordContext<ReturnRecord>();
  if (!ret) return null;
  return (
    <Stack>
      <Typography variant="body2">{ret.customer.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {ret.customer.email}
      </Typography>
    </Stack>
  );
};

export type RefundToTableProps = { to: RefundTo; label: string };

/** Where a cash-on-delivery return's money goes (UPI ID, or account and IFSC), as rows staff copy into their transfer. */
export const RefundToTable = ({ to, label }: RefundToTableProps) => (
  <Table size="small" aria-label={label}>
    <TableBody>
      {refundToRows(to).map(([row, value]) => (
        <TableRow key={row}>
          <TableCell component="th" scope="row">
            {row}
          </TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>{value}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
