import { useState } from 'react';
import { SelectField } from '../../components/Field/Field';
import type { ReturnEligibility, ReturnPolicy } from '../../features/returns/api';
import { useCreateReturn } from '../../features/returns/use-returns';
import { REFUND_FIELDS } from './RefundDetailsFields';
import { type ReturnPhoto, ReturnPhotos } from './ReturnPhotos';
import { PiecesComment, ReturnsFormFrame, usePiecesForm } from './ReturnsFormFrame';

const FIELDS = ['lines', 'reason', 'comment', 'photoIds', ...REFUND_FIELDS] as const;
const FALLBACK = 'We could not send your return request. Please try again.';

export type ReturnFormProps = {
  eligibility: ReturnEligibility;
  policy: ReturnPolicy;
  onDone: () => void;
};

/**
 * "Return items" (issue 18): the pieces and how many, a reason from the policy's list, a comment and photos, and for a
 * cash-on-delivery order where the refund goes; the server's refusals shown at their fields.
 */
export function ReturnForm({ eligibility, policy, onDone }: ReturnFormProps) {
  const create = useCreateReturn(eligibility.orderId);
  const form = usePiecesForm(eligibility, FIELDS, FALLBACK, onDone);
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<readonly ReturnPhoto[]>([]);

  const submit = () => {
    const found: Record<string, string> = {};
    const picked = policy.reasons.find((option) => option.reason === reason);
    if (picked === undefined) found['reason'] = 'Choose why you are returning them.';
    if (photos.some((photo) => photo.state === 'uploading')) found['photoIds'] = 'Wait until the photos have uploaded.';
    else if (photos.some((photo) => photo.state === 'error')) found['photoIds'] = 'Remove the photos that could not be uploaded.';
    const lines = form.checkedLines('Choose the pieces you are returning.', found);
    if (lines === null || picked === undefined) return;
    create.mutate(
      form.body(lines, {
        reason: picked.reason,
        ...(photos.length === 0 ? {} : { photoIds: photos.map((photo) => photo.id ?? '') }),
      }),
      form.sent,
    );
  };

  return (
    <ReturnsFormFrame
      title="Return items"
      lead={`Send back unused pieces in their original packaging within ${policy.returnWindowDays} days of delivery. ${policy.refundTiming}`}
      form={form}
      picker={{ legend: 'Pieces to return', available: (line) => line.returnableQuantity, whyNot: (line) => line.notReturnableReason }}
      onSubmit={submit}
      pending={create.isPending}
      submitLabel="Send return request"
    >
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        options={policy.reasons.map((option) => ({ value: option.reason, label: option.label }))}
        value={reason}
        error={form.errors.fields['reason']}
        onChange={(event) => setReason(event.target.value)}
      />
      <PiecesComment form={form} label="Comment (optional)" />
      <ReturnPhotos policy={policy} photos={photos} onChange={setPhotos} error={form.errors.fields['photoIds']} />
    </ReturnsFormFrame>
  );
}
