import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formatRupees } from '../../lib/money';
import { CourierAwbFields, useCourierAwb } from '../couriers/CourierAwbFields';
import { utrOf } from '../refunds/refundRules';
import { RefundToTable } from './ReturnFields';
import { RETURN_KIND_LABEL, checkRejectReason, piecesOf, piecesText, receiveSentence, refundSentence, returnSteps } from './returnRules';
import type { ReturnRecord, ReturnStep, ReturnStepPayload } from './types';

/**
 * Whether a refusal means the return moved meanwhile (another click, tab or colleague; the refund job): a 409, except
 * an AWB already booked, which is the form's to fix.
 */
function movedMeanwhile(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 409) return false;
  const body: unknown = error.body;
  return !(typeof body === 'object' && body !== null && 'code' in body && body.code === 'RETURN_PICKUP');
}

type StepDialogProps = {
  title: string;
  confirmLabel: string;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A step's dialog: what will happen, its fields, Cancel and the step's own button. */
const StepDialog = ({ title, confirmLabel, busy, canSubmit, onSubmit, onClose, children }: StepDialogProps) => {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !busy) onSubmit();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !canSubmit}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

type StepFormProps = {
  ret: ReturnRecord;
  busy: boolean;
  onClose: () => void;
  send: <Step extends ReturnStep>(step: Step, body: ReturnStepPayload[Step], done: string) => void;
};

/** Approve: a return with its pickup (an active courier and an AWB in its format); a missing-item claim with no pickup. */
const ApproveForm = ({ ret, busy, onClose, send }: StepFormProps) => {
  const claim = ret.kind === 'missing';
  const pickup = useCourierAwb(!claim);
  const [note, setNote] = useState('');
  const noteValue = note.trim() === '' ? undefined : note.trim();

  if (claim) {
    return (
      <StepDialog
        title="Approve this missing-item claim?"
        confirmLabel="Approve claim"
        busy={busy}
        canSubmit
        onClose={onClose}
        onSubmit={() => send('approve', { note: noteValue }, 'Claim approved; the customer is mailed. Refund it when ready.')}
      >
        <DialogContentText>
          Nothing is picked up. Once approved, {formatRupees(ret.amount)} can be refunded for the {piecesText(piecesOf(ret))} reported missing.
        </DialogContentText>
        <TextField label="Note (for the history)" value={note} onChange={(event) => setNote(event.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 500 } }} />
      </StepDialog>
    );
  }
  return (
    <StepDialog
      title="Approve this return?"
      confirmLabel="Approve return"
      busy={busy}
      canSubmit={pickup.complete}
      onClose={onClose}
      onSubmit={() =>
        send(
          'approve',
          { courierId: pickup.courierId, awb: pickup.typed, note: noteValue },
          `Return approved: ${pickup.courier?.name ?? 'the courier'} picks it up, AWB ${pickup.typed}. The customer is mailed.`,
        )
      }
    >
      <DialogContentText>Book the courier’s pickup of the {piecesText(piecesOf(ret))}; the customer is mailed its AWB and tracking link.</DialogContentText>
      <CourierAwbFields state={pickup} awbLabel="Pickup AWB number" />
      <TextField label="Note (for the history)" value={note} onChange={(event) => setNote(event.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 500 } }} />
    </StepDialog>
  );
};

/** Reject, with the reason the customer is told (required). */
const RejectForm = ({ ret, busy, onClose, send }: StepFormProps) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = checkRejectReason(reason);
  return (
    <StepDialog
      title={`Reject this ${RETURN_KIND_LABEL[ret.kind].toLowerCase()}?`}
      confirmLabel="Reject"
      busy={busy}
      canSubmit={error === undefined}
      onClose={onClose}
      onSubmit={() => send('reject', { reason: reason.trim() }, 'Rejected; the customer is mailed the reason.')}
    >
      <DialogContentText>Nothing is refunded. The customer is mailed the reason, in your words.</DialogContentText>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        multiline
        minRows={2}
        error={touched && error !== undefined}
        helperText={touched && error ? error : 'The customer reads it'}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </StepDialog>
  );
};

/** Mark received: the pieces go back into stock in the same step. */
const ReceiveForm = ({ ret, busy, onClose, send }: StepFormProps) => {
  const [note, setNote] = useState('');
  return (
    <StepDialog
      title="Mark the pieces received?"
      confirmLabel="Mark received"
      busy={busy}
      canSubmit
      onClose={onClose}
      onSubmit={() => send('receive', { note: note.trim() === '' ? undefined : note.trim() }, `Received: ${piecesText(piecesOf(ret))} back in stock.`)}
    >
      <DialogContentText>{receiveSentence(ret)}</DialogContentText>
      <TextField
        label="Note (condition of the pieces)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        size="small"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </StepDialog>
  );
};

/** Refund: online through the gateway; cash on delivery by the transfer staff made, recorded by its UTR. */
const RefundForm = ({ ret, busy, onClose, send }: StepFormProps) => {
  const [utr, setUtr] = useState('');
  const cod = ret.paymentMethod === 'COD';
  const valid = utrOf(utr);
  const utrError = utr.trim() !== '' && !valid ? 'Not a UTR: 12 digits (IMPS/UPI) or 16/22 characters starting with the bank code (NEFT/RTGS)' : undefined;
  return (
    <StepDialog
      title={`Refund ${formatRupees(ret.amount)}?`}
      confirmLabel={cod ? 'Record refund' : 'Refund'}
      busy={busy}
      canSubmit={!cod || valid !== undefined}
      onClose={onClose}
      onSubmit={() =>
        cod
          ? send('refund', { utr: valid }, `Refund of ${formatRupees(ret.amount)} recorded (UTR ${valid ?? ''}); the customer is mailed.`)
          : send('refund', {}, `Refund of ${formatRupees(ret.amount)} sent to the payment gateway.`)
      }
    >
      <DialogContentText>{refundSentence(ret)}</DialogContentText>
      {cod && ret.refundTo ? (
        <RefundToTable to={ret.refundTo} label="Transfer to" />
      ) : null}
      {cod ? (
        <TextField label="Transfer UTR" value={utr} onChange={(event) => setUtr(event.target.value)} error={Boolean(utrError)} helperText={utrError ?? ' '} size="small" required />
      ) : null}
    </StepDialog>
  );
};

const STEP_LABEL: Readonly<Record<ReturnStep, string>> = { approve: 'Approve', receive: 'Mark received', refund: 'Refund', reject: 'Reject' };
const STEP_FORM: Readonly<Record<ReturnStep, (props: StepFormProps) => ReactNode>> = {
  approve: ApproveForm,
  receive: ReceiveForm,
  refund: RefundForm,
  reject: RejectForm,
};

/**
 * The steps the return may take now (the server's transition table), each asking first in a dialog. A refusal keeps
 * the dialog open with the server's sentence; a 409 (someone moved it first) says so and shows the return as it is.
 */
export const ReturnSteps = () => {
  const ret = useRecordContext<ReturnRecord>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<ReturnStep | null>(null);
  const [busy, setBusy] = useState(false);
  if (!ret) return null;
  const steps = returnSteps(ret);
  if (!steps.length) return null;

  const send = <Step extends ReturnStep>(step: Step, body: ReturnStepPayload[Step], done: string) => {
    setBusy(true);
    dataProvider
      .returnStep(ret.id, step, body)
      .then(
        () => {
          notify(done, { type: 'success' });
          setOpen(null);
          refresh();
        },
        (error: unknown) => {
          const sentence = error instanceof Error ? error.message : 'The return could not be changed.';
          if (movedMeanwhile(error)) {
            notify(`${sentence} Someone else changed this return meanwhile: the page now shows where it stands.`, { type: 'warning' });
            setOpen(null);
            refresh();
          } else {
            notify(sentence, { type: 'error' });
          }
        },
      )
      .finally(() => setBusy(false));
  };

  const Form = open ? STEP_FORM[open] : undefined;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Steps">
        {steps.map((step) => (
          <Button key={step} variant={step === 'reject' ? 'outlined' : 'contained'} color={step === 'reject' ? 'error' : 'primary'} onClick={() => setOpen(step)} disabled={busy}>
            {STEP_LABEL[step]}
          </Button>
        ))}
      </Stack>
      {Form ? <Form ret={ret} busy={busy} onClose={() => setOpen(null)} send={send} /> : null}
    </>
  );
};
