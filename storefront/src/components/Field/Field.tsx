import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import './Field.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Help shown under the input and read with it. */
  hint?: string;
  /** What is wrong with the value: shown under the input, read with it, and the input marked invalid. */
  error?: string;
  /** Shown before the value inside the box, e.g. a dialling code '+91'; the hint should say it for screen readers. */
  prefix?: string;
};

/** The ids an input is described by: its hint and its error, whichever are shown. */
function describedBy(...ids: (string | null)[]): string | undefined {
  const shown = ids.filter((id) => id !== null);
  return shown.length === 0 ? undefined : shown.join(' ');
}

type FieldNotesProps = { hint?: string; hintId: string; error?: string; errorId: string };

/** The hint and the error under a field's control, each with the id the control is described by. */
function FieldNotes({ hint, hintId, error, errorId }: FieldNotesProps) {
  return (
    <>
      {hint === undefined ? null : (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </>
  );
}

export type FieldErrorProps = {
  /** What the control or group is described by. */
  id: string;
  message: string | null | undefined;
  /** Announced as soon as it appears (an upload refused), rather than read with its control. */
  alert?: boolean;
  className?: string;
};

/** What is wrong with a field or a group of them, under it; nothing when nothing is. */
export function FieldError({ id, message, alert = false, className = 'field__error' }: FieldErrorProps) {
  if (message === undefined || message === null) return null;
  return (
    <p id={id} className={className} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}

/** What a field's control carries: its id, and the notes it is described by and whether it is invalid. */
type ControlProps = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };

type FieldFrameProps = {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** Draws the control, given the attributes that tie it to the label and the notes. */
  children: (control: ControlProps) => ReactNode;
};

/** A field's frame: the label, the control it names, then the hint and the error the control is described by. */
function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const control: ControlProps = {
    id,
    'aria-describedby': describedBy(hint === undefined ? null : hintId, error === undefined ? null : errorId),
    'aria-invalid': error === undefined ? undefined : true,
  };
  return (
    <div className={className === undefined ? 'field' : `field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(control)}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A labelled text input with an optional hint, prefix and error. */
export function Field({ label, hint, error, prefix, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) =>
        prefix === undefined ? (
          <input {...control} className="field__input" {...input} />
        ) : (
          <div className="field__control field__control--prefixed">
            <span className="field__prefix" aria-hidden="true">
              {prefix}
            </span>
            <input {...control} className="field__input field__input--prefixed" {...input} />
          </div>
        )
      }
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

export type SelectOptionsProps = {
  options: readonly SelectOption[];
  /** A first option for none chosen (value ''), e.g. 'Choose a state'. */
  none?: string;
};

/** A select's options, after the one for none chosen when there is one. */
export function SelectOptions({ options, none }: SelectOptionsProps) {
  return (
    <>
      {none === undefined ? null : <option value="">{none}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
  options: readonly SelectOption[];
  /** The first, empty option's text ('Choose a state'), when no value is chosen yet. */
  placeholder?: string;
};

/** A labelled select with an optional hint and error, drawn like a Field. */
export function SelectField({ label, hint, error, options, placeholder, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} className="field__input field__select" {...select}>
          <SelectOptions options={options} none={placeholder} />
        </select>
      )}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled text area, resizable in height only, with an optional hint and error, drawn like a Field. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} className="field__input field__textarea" {...textarea} />}
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'prefix'>;

/** A password input with a button that shows what was typed, and an optional hint and error. */
export function PasswordField({ label, hint, error, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="field__control">
          <input {...control} className="field__input field__input--with-button" type={visible ? 'text' : 'password'} {...input} />
          <button
            type="button"
            className="field__reveal"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} size={20} title={`Show ${label.toLowerCase()}`} />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

export type CheckboxFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Where the box sits among the form's other controls. */
  className: string;
};

/** A box ticked with its sentence beside it, e.g. 'Make this my default address'. */
export function CheckboxField({ label, checked, onChange, className }: CheckboxFieldProps) {
  return (
    <label className={`check-field ${className}`}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}

export type FormAlertProps = { message: string | null; tone?: 'error' | 'info' };

/** A sentence about the form as a whole, announced when it appears. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (message === null) return null;
  return (
    <p className={`form-alert form-alert--${tone}`} role="alert">
      {message}
    </p>
  );
}
