import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import {
  addressErrorsOf,
  countryName,
  draftOf,
  EMPTY_ADDRESS,
  INDIA,
  isValid,
  normalizeAddress,
  postalCodeLabel,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
  type Country,
} from '../../features/addresses/address-rules';
import { useCountries, usePinPlace } from '../../features/geo/use-geo';
import { Field, FormAlert, SelectField } from '../Field/Field';
import './AddressForm.css';

type TextSpec = {
  field: Exclude<AddressField, 'country'>;
  label: string;
  autoComplete: string;
  type?: 'tel';
  inputMode?: 'tel' | 'numeric';
  hint?: string;
  prefix?: string;
  wide?: boolean;
  required: boolean;
};

/** The text fields as the address's country asks for them: their labels, which are required, the dialling code. */
function textFields(code: string, country: Country | undefined): TextSpec[] {
  const india = code === INDIA;
  const calling = country?.callingCode ?? (india ? '91' : null);
  const phoneHint =
    calling === null
      ? 'With the country code, e.g. +44 20 7946 0958'
      : `+${calling} is added to a number without a country code${india ? ', e.g. 98290 12345' : ''}`;
  return [
    { field: 'name', label: 'Full name', autoComplete: 'name', required: true },
    { field: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', hint: phoneHint, prefix: calling === null ? undefined : `+${calling}`, required: true },
    { field: 'address', label: 'Address', autoComplete: 'address-line1', hint: 'House, street and landmark', wide: true, required: true },
    india
      ? { field: 'area', label: 'Area', autoComplete: 'address-line2', hint: 'Locality or neighbourhood', required: true }
      : { field: 'area', label: 'Area (optional)', autoComplete: 'address-line2', hint: 'Apartment, suite or neighbourhood', required: false },
    { field: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  ];
}

export type AddressFormProps = {
  /** What the fields hold at first; empty fields (in India) otherwise. */
  initial?: AddressDraft;
  submitLabel: string;
  /** Called with the trimmed address once it passes the rule. */
  onSubmit: (address: AddressDraft) => void;
  /** The address is being saved: the button waits. */
  busy?: boolean;
  /** Shown as a Cancel button beside the main one. */
  onCancel?: () => void;
  /** Why the server refused the address: its field errors are shown at their fields, other sentences above the buttons. */
  error?: unknown;
  /** Extra controls between the fields and the buttons (e.g. a 'make default' box). */
  children?: ReactNode;
  /** Names the form for assistive technology, e.g. 'Shipping address'. */
  label: string;
};

/**
 * A shipping address form with spec 5's rule made visible (DECISIONS.md), in India or abroad (issue 17): a country
 * (India first and by default) whose labels the fields take (PIN code, ZIP code, Postcode), its states to pick from,
 * the phone's dialling code, and in India a PIN that fills city and state from India Post's directory. Nothing is saved
 * silently: each wrong field says what it needs, the first one gets the focus, and the errors follow the typing once
 * shown; the server's refusals show at their fields until that field is changed.
 */
export function AddressForm({ initial = EMPTY_ADDRESS, submitLabel, onSubmit, busy = false, onCancel, error = null, children, label }: AddressFormProps) {
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(initial));
  const [checked, setChecked] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [submitted, setSubmitted] = useState<AddressDraft | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The city the PIN filled in: a later PIN may replace it, never a city the shopper typed.
  const filledCity = useRef<string | null>(null);

  const countries = useCountries();
  const country = countries.data?.find((item) => item.code === draft.country);
  const india = draft.country === INDIA;
  const pin = india ? draft.post.replace(/\s+/g, '') : '';
  const place = usePinPlace(pin);
  const placeData = place.data?.pin === pin ? place.data : undefined;
  const unknownPin = place.error instanceof ApiError && place.error.status === 404 ? place.error.message : undefined;

  useEffect(() => {
    if (placeData === undefined) return;
    setDraft((current) => {
      const keepCity = current.city !== '' && current.city !== filledCity.current;
      return { ...current, province: placeData.state, city: keepCity ? current.city : placeData.district };
    });
    filledCity.current = placeData.district;
  }, [placeData]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const serverErrors = error instanceof ApiError ? addressErrorsOf(error.fields) : {};
  const stillServerErrors = Object.fromEntries(
    Object.entries(serverErrors).filter(([field]) => submitted !== null && submitted[field as AddressField] === draft[field as AddressField]),
  ) as AddressErrors;
  const errors: AddressErrors = {
    ...stillServerErrors,
    ...(unknownPin === undefined ? {} : { post: unknownPin }),
    ...(checked ? validateAddress(draft, country) : {}),
  };
  // Only the answer to this form's own save: a page may keep an earlier form's error.
  const formError =
    submitted === null || error === null || error === undefined || Object.keys(serverErrors).length > 0 ? null : error instanceof Error ? error.message : String(error);

  const set = (field: AddressField, value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const chooseCountry = (code: string) => {
    const next = countries.data?.find((item) => item.code === code);
    const filled = filledCity.current;
    setDraft((current) => ({
      ...current,
      country: code,
      // A state of the old country means nothing in the new one, nor a city the old country's PIN filled in.
      province: next?.subdivisions.some((item) => item.name === current.province) === true ? current.province : '',
      city: current.city === filled ? '' : current.city,
    }));
    filledCity.current = null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!isValid(validateAddress(draft, country)) || unknownPin !== undefined) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const address = normalizeAddress(draft);
    setSubmitted(draft);
    onSubmit(address);
  };

  const countryOptions =
    countries.data?.map((item) => ({ value: item.code, label: item.name })) ?? [{ value: draft.country, label: countryName(draft.country) }];
  const postLabel = postalCodeLabel(country, draft.country);
  const postRequired = india || country?.postalCodeRequired === true;
  const subdivisions = country?.subdivisions ?? [];
  const postHint = placeData !== undefined ? `${placeData.district}, ${placeData.state}` : place.isFetching ? 'Looking up the PIN code…' : undefined;

  return (
    <form ref={formRef} className="address-form" aria-label={label} noValidate onSubmit={submit}>
      <div className="split-layout address-form__grid">
        <SelectField
          className="address-form__wide"
          label="Country/Region"
          name="country"
          autoComplete="country"
          options={countryOptions}
          value={draft.country}
          error={errors.country}
          onChange={(event) => chooseCountry(event.currentTarget.value)}
        />
        {textFields(draft.country, country).map((spec) => (
          <Field
            key={spec.field}
            className={spec.wide === true ? 'address-form__wide' : undefined}
            label={spec.label}
            name={spec.field}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            hint={spec.hint}
            prefix={spec.prefix}
            error={errors[spec.field]}
            required={spec.required}
            value={draft[spec.field]}
            onChange={(event) => set(spec.field, event.currentTarget.value)}
          />
        ))}
        {subdivisions.length > 0 ? (
          <SelectField
            label={country?.subdivisionLabel ?? 'State'}
            name="province"
            autoComplete="address-level1"
            placeholder={`Choose a ${(country?.subdivisionLabel ?? 'state').toLowerCase()}`}
            options={subdivisions.map((item) => ({ value: item.name, label: item.name }))}
            value={draft.province}
            error={errors.province}
            required
            onChange={(event) => set('province', event.currentTarget.value)}
          />
        ) : (
          <Field
            label={india || country === undefined ? 'State / Province' : `${country.subdivisionLabel} (optional)`}
            name="province"
            autoComplete="address-level1"
            error={errors.province}
            required={india}
            value={draft.province}
            onChange={(event) => set('province', event.currentTarget.value)}
          />
        )}
        <Field
          label={postRequired ? postLabel : `${postLabel} (optional)`}
          name="post"
          autoComplete="postal-code"
          inputMode={india ? 'numeric' : undefined}
          hint={postHint}
          error={errors.post}
          required={postRequired}
          value={draft.post}
          onChange={(event) => set('post', event.currentTarget.value)}
        />
      </div>
      {children}
      <FormAlert message={formError} />
      <div className="button-row address-form__actions">
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
