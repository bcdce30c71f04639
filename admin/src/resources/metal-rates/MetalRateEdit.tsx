import { Typography } from '@mui/material';
import { Edit, SimpleForm, required, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { RupeesInput } from '../../layout/UnitInputs';
import { useConfirmedUpdate } from '../../layout/useConfirmedUpdate';
import { formatRupees } from '../../lib/money';
import { RATE_HELP, checkRate, savedMessage } from './metalRateRules';
import type { MetalRate } from './types';

const validateRate = [required(), checkRate];

const RateTitle = () => {
  const rate = useRecordContext<MetalRate>();
  return <span>{rate ? `Rate of ${rate.label}` : "Today's rate"}</span>;
};

/** Where the rate stands before the change: the figure, who set it and when. */
const CurrentRate = () => {
  const rate = useRecordContext<MetalRate>();
  if (!rate) return null;
  const text =
    rate.ratePerGram === null
      ? 'No rate set yet: its rate-linked pieces cannot be saved until it has one.'
      : `Now ${formatRupees(rate.ratePerGram)} per gram, set ${new Date(rate.updatedAt ?? '').toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}${rate.updatedBy ? ` by ${rate.updatedBy}` : ''}.`;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {text}
    </Typography>
  );
};

/**
 * Changes one purity's rate. A rate the server questions (0, or a jump of more than 20 %) comes back as 409 with its
 * sentence: staff read it in a dialog and, on confirm, the same rate is sent again with `confirm: true`.
 */
export const MetalRateEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutationOptions, dialog } = useConfirmedUpdate<MetalRate>({
    resource: 'metal-rates',
    onSaved: (rate) => {
      notify(savedMessage(rate.repriced), { type: 'success' });
      redirect('list', 'metal-rates');
    },
    title: 'Confirm the new rate',
    confirmLabel: 'Set this rate',
    failure: 'The rate could not be saved.',
  });

  return (
    <>
      <Edit<MetalRate> title={<RateTitle />} mutationMode="pessimistic" mutationOptions={mutationOptions}>
        <SimpleForm sx={{ maxWidth: 480 }} noValidate>
          <CurrentRate />
          <RupeesInput source="ratePerGram" label="Rate per gram" min={0} validate={validateRate} helperText={RATE_HELP} />
        </SimpleForm>
      </Edit>
      {dialog}
    </>
  );
};
