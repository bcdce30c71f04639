import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  EMPTY_ADDRESS,
  isValid,
  normalizeAddress,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
} from '../../features/addresses/address-rules';
import { Field, FormAlert } from '../Field/Field';
import './AddressForm.css';

type FieldSpec = {
  field: AddressField;
  label: string;
  autoComplete: string;
  type?: 'tel';
  inputMode?: 'tel';
  hint?: string;
  wide?: boolean;
};

/** Spec 3's seven fields as the form asks for them. */
const FIELDS: readonly FieldSpec[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name' },
  { field: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', hint: 'Digits only, e.g. 9829012345' },
  { field: 'address', label: 'Address', autoComplete: 'address-line1', hint: 'House, street and landmark', wide: true },
  { field: 'area', label: 'Area', autoComplete: 'address-line2', hint: 'Locality or neighbourhood' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'province', label: 'State / Province', autoComplete: 'address-level1' },
  { field: 'post', label: 'PIN code', autoComplete: 'postal-code' },
];

export type AddressFormProps = {
  /** What the fields hold at first; empty fields otherwise. */
  initial?: AddressDraft;
  submitLabel: string;
  /** Called with the trimmed address once it passes the rule. */
  onSubmit: (address: AddressDraft) => void;
  /** The address is being saved: the button waits. */
  busy?: boolean;
  /** Shown as a Cancel button beside the main one. */
  onCancel?: () => void;
  /** The server's sentence when saving failed. */
  error?: string | null;
  /** Extra controls between the fields and the buttons (e.g. a 'make default' box). */
  children?: ReactNode;
  /** Names the form for assistive technology, e.g. 'Shipping address'. */
  label: string;
};

/**
 * A shipping address form with spec 5's rule made visible (DECISIONS.md): all seven fields required, a phone of
 * digits and a real PIN code. Nothing is saved silently: each wrong field says what it needs, the first one gets
 * the focus, and the errors follow the typing once shown.
 */
export function AddressForm({ initial = EMPTY_ADDRESS, submitLabel, onSubmit, busy = false, onCancel, error = null, children, label }: AddressFormProps) {
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [checked, setChecked] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: AddressErrors = checked ? validateAddress(draft) : {};

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!isValid(validateAddress(draft))) {
      setFocusRequest((count) => count + 1);
      return;
    }
    onSubmit(normalizeAddress(draft));
  };

  return (
    <form ref={formRef} className="address-form" aria-label={label} noValidate onSubmit={submit}>
      <div className="address-form__grid">
        {FIELDS.map((spec) => (
          <Field
            key={spec.field}
            className={spec.wide === true ? 'address-form__wide' : undefined}
            label={spec.label}
            name={spec.field}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            hint={spec.hint}
            error={errors[spec.field]}
            required
            value={draft[spec.field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, [spec.field]: value }));
            }}
          />
        ))}
        <p className="address-form__country">
          <span className="address-form__country-label">Country/Region</span>
          <span>India</span>
        </p>
      </div>
      {children}
      <FormAlert message={error} />
      <div className="address-form__actions">
        {onCancel === undefined ? null : (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
