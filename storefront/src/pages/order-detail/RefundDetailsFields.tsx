import { useId } from 'react';
import { Field } from '../../components/Field/Field';
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
      {whole === undefined ? null : (
        <p id={errorId} className="field__error">
          {whole}
        </p>
      )}
      {value.method === 'upi' ? (
        <Field
          label="UPI ID"
          hint="For example name@okaxis"
          autoComplete="off"
          required
          maxLength={320}
          value={value.upiId}
          error={errors['refundTo.upiId']}
          onChange={(event) => set({ upiId: event.target.value })}
        />
      ) : (
        <>
          <Field
            label="Account holder’s name"
            autoComplete="name"
            required
            maxLength={100}
            value={value.accountHolder}
            error={errors['refundTo.accountHolder']}
            onChange={(event) => set({ accountHolder: event.target.value })}
          />
          <Field
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={30}
            value={value.accountNumber}
            error={errors['refundTo.accountNumber']}
            onChange={(event) => set({ accountNumber: event.target.value })}
          />
          <Field
            label="IFSC"
            hint="11 characters, e.g. SBIN0001234"
            autoComplete="off"
            required
            maxLength={20}
            value={value.ifsc}
            error={errors['refundTo.ifsc']}
            onChange={(event) => set({ ifsc: event.target.value })}
          />
        </>
      )}
    </fieldset>
  );
}
