import { type ReactNode, useId, useState } from 'react';
import { FormAlert, TextAreaField } from '../../components/Field/Field';
import type { RefundDetails, ReturnEligibility } from '../../features/returns/api';
import { EMPTY_REFUND_DETAILS, type FormErrors, formErrorsOf, refundDetailsBody } from '../../features/returns/return-labels';
import { type ChosenPieces, chosenLines, PiecePicker, type PiecePickerProps } from './PiecePicker';
import { RefundDetailsFields } from './RefundDetailsFields';

type RequestLines = ReturnType<typeof chosenLines>;

const COMMENT_MAX = 1000;

/**
 * What a form about pieces of a delivered order keeps (issue 18): the pieces chosen, an optional comment, where a
 * cash-on-delivery refund goes, and the sentences to show at its fields.
 */
export function usePiecesForm(eligibility: ReturnEligibility, fields: readonly string[], fallback: string, onDone: () => void) {
  const [chosen, setChosen] = useState<ChosenPieces>({});
  const [comment, setComment] = useState('');
  const [refundTo, setRefundTo] = useState(EMPTY_REFUND_DETAILS);
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, form: null });
  return {
    eligibility,
    onDone,
    chosen,
    setChosen,
    comment,
    setComment,
    refundTo,
    setRefundTo,
    errors,
    setErrors,
    /** Shows what is wrong (`noPieces` when none is chosen, then the form's own `found`); the request's lines when nothing is. */
    checkedLines(noPieces: string, found: Record<string, string>): RequestLines | null {
      const lines = chosenLines(chosen);
      const wrong = lines.length === 0 ? { lines: noPieces, ...found } : found;
      setErrors({ fields: wrong, form: null });
      return Object.keys(wrong).length > 0 ? null : lines;
    },
    /** The request: its lines, the form's own fields, the comment if any and, for a cash-on-delivery order, where the refund goes. */
    body<Own extends object>(lines: RequestLines, own: Own): { lines: RequestLines; comment?: string; refundTo?: RefundDetails } & Own {
      return {
        lines,
        ...own,
        ...(comment.trim() === '' ? {} : { comment: comment.trim() }),
        ...(eligibility.needsRefundDetails ? { refundTo: refundDetailsBody(refundTo) } : {}),
      };
    },
    /** Done when sent; the server's refusals shown at their fields. */
    sent: { onSuccess: onDone, onError: (error: unknown) => setErrors(formErrorsOf(error, fields, fallback)) },
  };
}

export type PiecesForm = ReturnType<typeof usePiecesForm>;

export type ReturnsFormFrameProps = {
  title: string;
  /** The sentence under the title: what to send, and by when. */
  lead: ReactNode;
  form: PiecesForm;
  /** Which pieces may be chosen, and under what legend. */
  picker: Pick<PiecePickerProps, 'legend' | 'available' | 'whyNot'>;
  onSubmit: () => void;
  /** The request is on its way: Send says so and neither button can be pressed. */
  pending: boolean;
  submitLabel: string;
  /** The form's own fields, between the pieces and the refund's destination. */
  children: ReactNode;
};

/**
 * The frame of a form about a delivered order (issue 18): its title and lead, the pieces to choose, the fields, where a
 * cash-on-delivery refund goes, the form's error, Send and Cancel (done without sending).
 */
export function ReturnsFormFrame({ title, lead, form, picker, onSubmit, pending, submitLabel, children }: ReturnsFormFrameProps) {
  const { eligibility } = form;
  const titleId = useId();
  return (
    <form
      className="returns-form"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <h3 id={titleId} className="returns-form__title">
        {title}
      </h3>
      <p className="returns-form__lead">{lead}</p>
      <PiecePicker {...picker} lines={eligibility.lines} chosen={form.chosen} onChange={form.setChosen} error={form.errors.fields['lines']} />
      {children}
      {eligibility.needsRefundDetails ? <RefundDetailsFields value={form.refundTo} onChange={form.setRefundTo} errors={form.errors.fields} /> : null}
      <FormAlert message={form.errors.form} />
      <div className="button-row">
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Sending…' : submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={form.onDone} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export type PiecesCommentProps = { form: PiecesForm; label: string };

/** The form's optional comment, with the server's sentence about it. */
export function PiecesComment({ form, label }: PiecesCommentProps) {
  return (
    <TextAreaField
      label={label}
      rows={3}
      maxLength={COMMENT_MAX}
      value={form.comment}
      error={form.errors.fields['comment']}
      onChange={(event) => form.setComment(event.target.value)}
    />
  );
}
