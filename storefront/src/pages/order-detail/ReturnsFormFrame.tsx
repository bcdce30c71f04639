import { type FormEvent, type ReactNode, useId } from 'react';
import { FormAlert } from '../../components/Field/Field';

export type ReturnsFormFrameProps = {
  title: string;
  /** The sentence under the title: what to send, and by when. */
  lead: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What is wrong with the request as a whole, rather than with one field. */
  error: string | null;
  /** The request is on its way: Send says so and neither button can be pressed. */
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** The form's fields. */
  children: ReactNode;
};

/** The frame of a form about a delivered order (issue 18): its title and lead, the fields, the form's error, Send and Cancel. */
export function ReturnsFormFrame({ title, lead, onSubmit, error, pending, submitLabel, onCancel, children }: ReturnsFormFrameProps) {
  const titleId = useId();
  return (
    <form className="returns-form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <h3 id={titleId} className="returns-form__title">
        {title}
      </h3>
      <p className="returns-form__lead">{lead}</p>
      {children}
      <FormAlert message={error} />
      <div className="returns-form__actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Sending…' : submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
