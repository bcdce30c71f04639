import { type FormEvent, useState } from 'react';
import { SelectField, TextAreaField } from '../../components/Field/Field';
import type { ReturnEligibility, ReturnPolicy } from '../../features/returns/api';
import { EMPTY_REFUND_DETAILS, type FormErrors, formErrorsOf, refundDetailsBody } from '../../features/returns/return-labels';
import { useCreateReturn } from '../../features/returns/use-returns';
import { type ChosenPieces, chosenLines, PiecePicker } from './PiecePicker';
import { RefundDetailsFields, REFUND_FIELDS } from './RefundDetailsFields';
import { type ReturnPhoto, ReturnPhotos } from './ReturnPhotos';
import { ReturnsFormFrame } from './ReturnsFormFrame';

const COMMENT_MAX = 1000;
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
  const [chosen, setChosen] = useState<ChosenPieces>({});
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<readonly ReturnPhoto[]>([]);
  const [refundTo, setRefundTo] = useState(EMPTY_REFUND_DETAILS);
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, form: null });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lines = chosenLines(chosen);
    const found: Record<string, string> = {};
    if (lines.length === 0) found['lines'] = 'Choose the pieces you are returning.';
    const picked = policy.reasons.find((option) => option.reason === reason);
    if (picked === undefined) found['reason'] = 'Choose why you are returning them.';
    if (photos.some((photo) => photo.state === 'uploading')) found['photoIds'] = 'Wait until the photos have uploaded.';
    else if (photos.some((photo) => photo.state === 'error')) found['photoIds'] = 'Remove the photos that could not be uploaded.';
    setErrors({ fields: found, form: null });
    if (picked === undefined || Object.keys(found).length > 0) return;
    create.mutate(
      {
        lines,
        reason: picked.reason,
        ...(comment.trim() === '' ? {} : { comment: comment.trim() }),
        ...(photos.length === 0 ? {} : { photoIds: photos.map((photo) => photo.id ?? '') }),
        ...(eligibility.needsRefundDetails ? { refundTo: refundDetailsBody(refundTo) } : {}),
      },
      { onSuccess: onDone, onError: (error) => setErrors(formErrorsOf(error, FIELDS, FALLBACK)) },
    );
  };

  return (
    <ReturnsFormFrame
      title="Return items"
      lead={`Send back unused pieces in their original packaging within ${policy.returnWindowDays} days of delivery. ${policy.refundTiming}`}
      onSubmit={submit}
      error={errors.form}
      pending={create.isPending}
      submitLabel="Send return request"
      onCancel={onDone}
    >
      <PiecePicker
        legend="Pieces to return"
        lines={eligibility.lines}
        available={(line) => line.returnableQuantity}
        whyNot={(line) => line.notReturnableReason}
        chosen={chosen}
        onChange={setChosen}
        error={errors.fields['lines']}
      />
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        options={policy.reasons.map((option) => ({ value: option.reason, label: option.label }))}
        value={reason}
        error={errors.fields['reason']}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextAreaField
        label="Comment (optional)"
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        error={errors.fields['comment']}
        onChange={(event) => setComment(event.target.value)}
      />
      <ReturnPhotos policy={policy} photos={photos} onChange={setPhotos} error={errors.fields['photoIds']} />
      {eligibility.needsRefundDetails ? <RefundDetailsFields value={refundTo} onChange={setRefundTo} errors={errors.fields} /> : null}
    </ReturnsFormFrame>
  );
}
