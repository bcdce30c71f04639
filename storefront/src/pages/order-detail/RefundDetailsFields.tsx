import { useId } from 'react';
import { Field, FieldError, type FieldProps } from '../../components/Field/Field';
import type { RefundDetailsInput } from '../../features/returns/return-labels';

export type RefundDetailsFieldsProps = {
  value: RefundDetailsInput;
  onChange: (value: RefundDetailsInput) => void;
  /** The server's sentences by field: 'refundTo' (the whole), 'refundTo.upiId', 'refundTo.ifsc' … */
  errors: Record<string, string>;
};

/** The refund field names a form knows, most specific first. */
export const REFUND_FIELDS = ['refundTo.method', 'refundTo.upiId', 'refundTo.accountHolder', 'refundTo.accountNumber', 'refundTo.ifsc', 'refundTo'] as const;

/**
 * Where a cash-on-delivery order's money goes back (issue 18): a UPI ID, or a bank account (holder, number, IFSC), each
 * with the server's sentence at its field.
 */
export function RefundDetailsFields({ value, onChange, errors }: RefundDetailsFieldsProps) {
  const errorId = useId();
  const whole = errors['refundTo'] ?? errors['refundTo.method'];
  const set = (change: Partial<RefundDetailsInput>) => onChange({ ...value, ...change });
  /** A required text field of the destination, with the server's sentence about it. */
  const field = (name: Exclude<keyof RefundDetailsInput, 'method'>, props: Pick<FieldProps, 'label' | 'hint' | 'inputMode' | 'autoComplete' | 'maxLength'>) => (
    <Field {...props} required value={value[name]} error={errors[`refundTo.${name}`]} onChange={(event) => set({ [name]: event.target.value })} />
  );
  return (
    <fieldset className="returns-form__group" aria-describedby={whole === undefined ? undefined : errorId}>
      <legend className="field__label">Where should we send your refund?</legend>
      <p className="field__hint">You paid cash on delivery, so we refund by a transfer to your UPI ID or bank account.</p>
      <div className="returns-form__choices">
        <label>
          <input type="radio" name="refund-method" value="upi" checked={value.method === 'upi'} onChange={() => set({ method: 'upi' })} /> UPI ID
        </label>
        <label>
          <input type="radio" name="refund-method" value="bank" checked={value.method === 'bank'} onChange={() => set({ method: 'bank' })} /> Bank
          account
        </label>
      </div>
      <FieldError id={errorId} message={whole} />
      {value.method === 'upi' ? (
        field('upiId', { label: 'UPI ID', hint: 'For example name@okaxis', autoComplete: 'off', maxLength: 320 })
      ) : (
        <>
          {field('accountHolder', { label: 'Account holder’s name', autoComplete: 'name', maxLength: 100 })}
          {field('accountNumber', { label: 'Account number', inputMode: 'numeric', autoComplete: 'off', maxLength: 30 })}
          {field('ifsc', { label: 'IFSC', hint: '11 characters, e.g. SBIN0001234', autoComplete: 'off', maxLength: 20 })}
        </>
      )}
    </fieldset>
  );
}
