import { useState, type ReactNode } from 'react';
import { Confirm, HttpError, type RaRecord, useNotify, useUpdate } from 'react-admin';

/**
 * Whether a refused save is the server asking to confirm it (409 with `needsConfirmation`, as today's rates and
 * exchange rates answer a questionable rate): its sentence is then a question for staff, not a failure.
 */
export function needsConfirmation(error: unknown): error is HttpError {
  if (!(error instanceof HttpError) || error.status !== 409) return false;
  const body: unknown = error.body;
  return typeof body === 'object' && body !== null && 'needsConfirmation' in body && body.needsConfirmation === true;
}

/** What a save sent (react-admin's mutation variables), to send again confirmed. */
type SaveVariables<R extends RaRecord> = { id?: R['id']; data?: Partial<R> & { confirm?: boolean }; previousData?: R };
type Question<R extends RaRecord> = { variables: SaveVariables<R>; sentence: string };

export type ConfirmedUpdateOptions<R extends RaRecord> = {
  resource: string;
  /** After the save went through, confirmed or not. */
  onSaved: (record: R) => void;
  /** The dialog's title and its confirm button. */
  title: string;
  confirmLabel: string;
  /** Said when the save fails for any other reason without a sentence of its own. */
  failure: string;
};

/**
 * An edit whose save the server may question (409 `needsConfirmation`): staff read its sentence in a dialog and, on
 * confirm, the same values are sent again with `confirm: true`. Answers the <Edit>'s mutationOptions and the dialog.
 */
export function useConfirmedUpdate<R extends RaRecord>({ resource, onSaved, title, confirmLabel, failure }: ConfirmedUpdateOptions<R>): {
  mutationOptions: { onSuccess: (record: R) => void; onError: (error: unknown, variables: SaveVariables<R>) => void };
  dialog: ReactNode;
} {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<R>();
  const [question, setQuestion] = useState<Question<R> | null>(null);

  const onSuccess = (record: R) => {
    setQuestion(null);
    onSaved(record);
  };
  const onError = (error: unknown, variables: SaveVariables<R>) => {
    if (needsConfirmation(error)) {
      setQuestion({ variables, sentence: error.message });
      return;
    }
    setQuestion(null);
    notify(error instanceof Error ? error.message : failure, { type: 'error' });
  };
  const confirm = () => {
    const { variables } = question ?? {};
    if (!variables?.id) return;
    // confirm travels with the record's values: the resource's body maker sends it on (toRatePayload).
    const data: Partial<R> = Object.assign({}, variables.data, { confirm: true });
    update(resource, { id: variables.id, data, previousData: variables.previousData }, { mutationMode: 'pessimistic', onSuccess, onError: (error) => onError(error, variables) });
  };

  const dialog = (
    <Confirm
      isOpen={question !== null}
      loading={isPending}
      title={title}
      content={question?.sentence ?? ''}
      confirm={confirmLabel}
      onConfirm={confirm}
      onClose={() => setQuestion(null)}
    />
  );
  return { mutationOptions: { onSuccess, onError }, dialog };
}
