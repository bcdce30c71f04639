import { Avatar, Box, Divider, Grid, Link, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ListButton, RecordContextProvider, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { downloadCreditNote } from '../../api/exports';
import { PageNote, Panel } from '../../layout/Panel';
import { TableHeadings } from '../../layout/TableHeadings';
import { formatDateTime } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { DocumentButton } from '../orders/OrderDocuments';
import { documentFileName, orderReference, paymentMethodLabel } from '../orders/orderRules';
import { RetryButton } from '../orders/OrderRefunds';
import { REFUND_KIND_LABEL, REFUND_STATE_LOOK } from '../refunds/refundRules';
import { RefundToTable, ReturnStateChip } from './ReturnFields';
import { ReturnMediaPanel } from './ReturnMediaPanel';
import { ReturnSteps } from './ReturnSteps';
import { RETURN_KIND_LABEL, RETURN_STATE_LOOK, historyActor, piecesOf, piecesText, returnReference, stateSentence } from './returnRules';
import type { ReturnRecord } from './types';

const ReturnTitle = () => {
  const ret = useRecordContext<ReturnRecord>();
  return <>{ret ? `${RETURN_KIND_LABEL[ret.kind]} ${returnReference(ret.id)} of order ${orderReference(ret.orderId)}` : 'Return'}</>;
};

/** Where it stands, and the steps it may take now. */
const Status = () => {
  const ret = useRecordContext<ReturnRecord>();
  if (!ret) return null;
  const sentence = stateSentence(ret);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ReturnStateChip state={ret.state} />
      {sentence ? <Typography variant="body2">{sentence}</Typography> : null}
      <Typography variant="body2" color="text.secondary">
        Refund: {formatRupees(ret.amount)} · {paymentMethodLabel(ret.paymentMethod)}
      </Typography>
      <ReturnSteps />
    </Stack>
  );
};

const Customer = () => {
  const ret = useRecordContext<ReturnRecord>();
  const createPath = useCreatePath();
  if (!ret) return null;
  return (
    <>
      <Typography variant="body1">{ret.customer.name}</Typography>
      <Link href={`mailto:${ret.customer.email}`}>{ret.customer.email}</Link>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="body2">
        Order{' '}
        <Link component={RouterLink} to={createPath({ resource: 'orders', id: ret.orderId, type: 'show' })}>
          {orderReference(ret.orderId)}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Requested {formatDateTime(ret.createdAt)}
      </Typography>
    </>
  );
};

/** The pieces sent back or reported missing, and why. */
const Pieces = () => {
  const ret = useRecordContext<ReturnRecord>();
  if (!ret) return null;
  return (
    <>
      <Table size="small" aria-label="Pieces in this return">
        <TableHeadings headings={['Piece', 'Size / colour', { label: 'Quantity', align: 'right' }, { label: 'Price each', align: 'right' }]} />
        <TableBody>
          {ret.lines.map((line) => (
            <TableRow key={line.lineId}>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar src={line.image} alt="" variant="rounded" />
                  <span>{line.name}</span>
                </Stack>
              </TableCell>
              <TableCell>{[line.size, line.color].filter((part) => part !== '').join(' · ') || '—'}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatRupees(line.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {piecesText(piecesOf(ret))}; refund {formatRupees(ret.amount)} (their paid share of the order, after the coupon; shipping only when the whole order comes back).
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2" component="h3">
        Reason
      </Typography>
      <Typography variant="body2">{ret.reasonLabel}</Typography>
      {ret.comment ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }} aria-label="Customer’s comment">
          “{ret.comment}”
        </Typography>
      ) : null}
    </>
  );
};

/** The courier collecting the parcel, once approved. */
const Pickup = () => {
  const ret = useRecordContext<ReturnRecord>();
  if (!ret?.pickup) return null;
  const { courierName, awb, trackingUrl } = ret.pickup;
  return (
    <Panel title="Pickup" size={{ xs: 12, md: 6 }}>
      <Typography variant="body2">
        {courierName}, AWB{' '}
        <Link href={trackingUrl} target="_blank" rel="noopener noreferrer">
          {awb}
        </Link>
      </Typography>
    </Panel>
  );
};

/** A cash-on-delivery return's refund goes by a transfer staff make: where to. */
const RefundTo = () => {
  const ret = useRecordContext<ReturnRecord>();
  if (!ret?.refundTo) return null;
  return (
    <Panel title="Refund to" size={{ xs: 12, md: 6 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Paid cash on delivery: transfer the refund here, then record its UTR with Refund.
      </Typography>
      <RefundToTable to={ret.refundTo} label="Refund details" />
    </Panel>
  );
};

/** The refunds made for the return (Retry on a failed online one) and the credit note its refund issued. */
const Refunds = () => {
  const ret = useRecordContext<ReturnRecord>();
  if (!ret) return null;
  const note = ret.creditNote;
  return (
    <>
      {ret.refunds.length ? (
        <Table size="small" aria-label="Refunds of this return">
          <TableHeadings headings={['Started', { label: 'Amount', align: 'right' }, 'Kind', 'State', 'Reference', '']} />
          <TableBody>
            {ret.refunds.map((refund) => (
              <TableRow key={refund.id}>
                <TableCell>{formatDateTime(refund.createdAt)}</TableCell>
                <TableCell align="right">{formatRupees(refund.amount)}</TableCell>
                <TableCell>{REFUND_KIND_LABEL[refund.kind]}</TableCell>
                <TableCell>{REFUND_STATE_LOOK[refund.state].label}</TableCell>
                <TableCell>{refund.reference ?? '—'}</TableCell>
                <TableCell>
                  <RecordContextProvider value={refund}>
                    <RetryButton />
                  </RecordContextProvider>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Not refunded yet.
        </Typography>
      )}
      {note ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">
            Credit note {note.number} of {formatRupees(note.total)}, issued {formatDateTime(note.issuedAt)}
          </Typography>
          <DocumentButton label={`Credit note ${note.number}`} fallbackName={documentFileName(note.number)} fetchFile={() => downloadCreditNote(ret.orderId, note.id)} />
        </Box>
      ) : null}
    </>
  );
};

/** Each step it took: what, when, by whom, and the note given. */
const History = () => {
  const ret = useRecordContext<ReturnRecord>();
  if (!ret) return null;
  return (
    <Table size="small" aria-label="History">
      <TableHeadings headings={['When', 'Step', 'Who', 'Note']} />
      <TableBody>
        {ret.history.map((entry, index) => (
          <TableRow key={`${entry.at}-${index}`}>
            <TableCell>{formatDateTime(entry.at)}</TableCell>
            <TableCell>{RETURN_STATE_LOOK[entry.state].label}</TableCell>
            <TableCell>{historyActor(entry)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{entry.note ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const RejectedNote = () => {
  const ret = useRecordContext<ReturnRecord>();
  return <PageNote>{ret?.state === 'rejected' && ret.rejectionReason ? `Rejected: ${ret.rejectionReason}` : null}</PageNote>;
};

const ReturnLayout = () => (
  <Grid container spacing={2} sx={{ p: 2 }}>
    <RejectedNote />
    <Panel title="Status" size={{ xs: 12, md: 6 }}>
      <Status />
    </Panel>
    <Panel title="Customer" size={{ xs: 12, md: 6 }}>
      <Customer />
    </Panel>
    <Panel title="Pieces">
      <Pieces />
    </Panel>
    <Panel title="Photos and video">
      <ReturnMediaPanel />
    </Panel>
    <Pickup />
    <RefundTo />
    <Panel title="Refunds">
      <Refunds />
    </Panel>
    <Panel title="History">
      <History />
    </Panel>
  </Grid>
);

const ReturnShowActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

/** One return or missing-item claim: where it stands with its steps, the customer and order, pieces, photos or video, pickup, refund details, refunds and history. */
export const ReturnShow = () => (
  <Show<ReturnRecord> title={<ReturnTitle />} actions={<ReturnShowActions />}>
    <ReturnLayout />
  </Show>
);
