import { InputAdornment, Typography } from '@mui/material';
import { Edit, NumberInput, SimpleForm, required, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useConfirmedUpdate } from '../../layout/useConfirmedUpdate';
import { EXCHANGE_RATE_HELP, checkExchangeRate, rateText } from './exchangeRateRules';
import type { ExchangeRate } from './types';

const validateRate = [required(), checkExchangeRate];

const RateTitle = () => {
  const rate = useRecordContext<ExchangeRate>();
  return <span>{rate ? `Rate of the ${rate.name}` : 'Exchange rate'}</span>;
};

/** Where the rate stands before the change: the figure, who set it and when. */
const CurrentRate = () => {
  const rate = useRecordContext<ExchangeRate>();
  if (!rate) return null;
  const text =
    rate.inrPerUnit === null
      ? 'No rate set yet: shoppers cannot choose this currency until it has one.'
      : `Now ${rateText(rate, rate.currency)}, set ${new Date(rate.updatedAt ?? '').toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}${rate.updatedBy ? ` by ${rate.updatedBy}` : ''}.`;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {text}
    </Typography>
  );
};

/**
 * Changes one currency's rate. A jump of more than 10 % comes back as 409 with its sentence: staff read it in a
 * dialog and, on confirm, the same rate is sent again with `confirm: true`.
 */
export const ExchangeRateEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutationOptions, dialog } = useConfirmedUpdate<ExchangeRate>({
    resource: 'exchange-rates',
    onSaved: (rate) => {
      notify(`Rate saved — ${rateText(rate, rate.currency)}`, { type: 'success' });
      redirect('list', 'exchange-rates');
    },
    title: 'Confirm the new rate',
    confirmLabel: 'Set this rate',
    failure: 'The rate could not be saved.',
  });

  return (
    <>
      <Edit<ExchangeRate> title={<RateTitle />} mutationMode="pessimistic" mutationOptions={mutationOptions}>
        <SimpleForm sx={{ maxWidth: 480 }} noValidate>
          <CurrentRate />
          <NumberInput
            source="inrPerUnit"
            label="Rupees per unit"
            min={0}
            step={0.0001}
            validate={validateRate}
            helperText={EXCHANGE_RATE_HELP}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
          />
        </SimpleForm>
      </Edit>
      {dialog}
    </>
  );
};
