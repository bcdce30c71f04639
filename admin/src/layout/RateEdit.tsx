import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Edit, type RaRecord, SimpleForm, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useConfirmedUpdate } from './useConfirmedUpdate';

/** A rate staff set by hand (today's metal rates, exchange rates): when and by whom it was last set. */
type RateRecord = RaRecord & { updatedAt: string | null; updatedBy: string | null };

export type RateEditProps<R extends RateRecord> = {
  resource: string;
  /** The page's title for the record, and while it loads. */
  title: (rate: R) => string;
  loadingTitle: string;
  /** The rate now, as staff read it ('₹7,250.00 per gram'), or null while none is set. */
  current: (rate: R) => string | null;
  /** Said instead while no rate is set: what it holds back. */
  unset: string;
  /** The notice once the rate is saved, confirmed or not. */
  saved: (rate: R) => string;
  /** The rate's input. */
  children: ReactNode;
};

/** Where the rate stands before the change: the figure, who set it and when. */
function CurrentRate<R extends RateRecord>({ current, unset }: Pick<RateEditProps<R>, 'current' | 'unset'>) {
  const rate = useRecordContext<R>();
  if (!rate) return null;
  const now = current(rate);
  const text =
    now === null
      ? unset
      : `Now ${now}, set ${new Date(rate.updatedAt ?? '').toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}${rate.updatedBy ? ` by ${rate.updatedBy}` : ''}.`;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {text}
    </Typography>
  );
}

function RateTitle<R extends RateRecord>({ title, loadingTitle }: Pick<RateEditProps<R>, 'title' | 'loadingTitle'>) {
  const rate = useRecordContext<R>();
  return <span>{rate ? title(rate) : loadingTitle}</span>;
}

/**
 * Changes one rate. A rate the server questions comes back as 409 with its sentence: staff read it in a dialog and, on
 * confirm, the same rate is sent again with `confirm: true`. Saved, it goes back to the list.
 */
export function RateEdit<R extends RateRecord>({ resource, title, loadingTitle, current, unset, saved, children }: RateEditProps<R>) {
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutationOptions, dialog } = useConfirmedUpdate<R>({
    resource,
    onSaved: (rate) => {
      notify(saved(rate), { type: 'success' });
      redirect('list', resource);
    },
    title: 'Confirm the new rate',
    confirmLabel: 'Set this rate',
    failure: 'The rate could not be saved.',
  });

  return (
    <>
      <Edit<R> title={<RateTitle title={title} loadingTitle={loadingTitle} />} mutationMode="pessimistic" mutationOptions={mutationOptions}>
        <SimpleForm sx={{ maxWidth: 480 }} noValidate>
          <CurrentRate current={current} unset={unset} />
          {children}
        </SimpleForm>
      </Edit>
      {dialog}
    </>
  );
}
