import { Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Edit,
  SimpleForm,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useUpdate,
} from 'react-admin';
import { RupeesInput } from '../../layout/UnitInputs';
import { formatRupees } from '../../lib/money';
import { RATE_HELP, checkRate, needsConfirmation, savedMessage } from './metalRateRules';
import type { MetalRate, MetalRateValues } from './types';

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

/** What a save sent (react-admin's mutation variables), to send again confirmed. */
type SaveVariables = { id?: MetalRate['id']; data?: Partial<MetalRate> & MetalRateValues; previousData?: MetalRate };
type Question = { variables: SaveVariables; sentence: string };

/**
 * Changes one purity's rate. A rate the server questions (0, or a jump of more than 20 %) comes back as 409 with its
 * sentence: staff read it in a dialog and, on confirm, the same rate is sent again with `confirm: true`.
 */
export const MetalRateEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate<MetalRate>();
  const [question, setQuestion] = useState<Question | null>(null);

  const onSuccess = (rate: MetalRate) => {
    setQuestion(null);
    notify(savedMessage(rate.repriced), { type: 'success' });
    redirect('list', 'metal-rates');
  };
  const onError = (error: unknown, variables: SaveVariables) => {
    if (needsConfirmation(error)) {
      setQuestion({ variables, sentence: error.message });
      return;
    }
    setQuestion(null);
    notify(error instanceof Error ? error.message : 'The rate could not be saved.', { type: 'error' });
  };
  const confirm = () => {
    const { variables } = question ?? {};
    if (!variables?.id) return;
    const data = { ...variables.data, confirm: true };
    update(
      'metal-rates',
      { id: variables.id, data, previousData: variables.previousData },
      { mutationMode: 'pessimistic', onSuccess, onError: (error) => onError(error, variables) },
    );
  };

  return (
    <>
      <Edit<MetalRate> title={<RateTitle />} mutationMode="pessimistic" mutationOptions={{ onSuccess, onError }}>
        <SimpleForm sx={{ maxWidth: 480 }} noValidate>
          <CurrentRate />
          <RupeesInput source="ratePerGram" label="Rate per gram" min={0} validate={validateRate} helperText={RATE_HELP} />
        </SimpleForm>
      </Edit>
      <Confirm
        isOpen={question !== null}
        loading={isPending}
        title="Confirm the new rate"
        content={question?.sentence ?? ''}
        confirm="Set this rate"
        onConfirm={confirm}
        onClose={() => setQuestion(null)}
      />
    </>
  );
};
