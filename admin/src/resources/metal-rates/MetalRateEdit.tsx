import { required } from 'react-admin';
import { RateEdit } from '../../layout/RateEdit';
import { RupeesInput } from '../../layout/UnitInputs';
import { formatRupees } from '../../lib/money';
import { RATE_HELP, checkRate, savedMessage } from './metalRateRules';
import type { MetalRate } from './types';

const validateRate = [required(), checkRate];

/** Changes one purity's rate; a rate the server questions (0, or a jump of more than 20 %) it asks staff to confirm. */
export const MetalRateEdit = () => (
  <RateEdit<MetalRate>
    resource="metal-rates"
    title={(rate) => `Rate of ${rate.label}`}
    loadingTitle="Today's rate"
    current={(rate) => (rate.ratePerGram === null ? null : `${formatRupees(rate.ratePerGram)} per gram`)}
    unset="No rate set yet: its rate-linked pieces cannot be saved until it has one."
    saved={(rate) => savedMessage(rate.repriced)}
  >
    <RupeesInput source="ratePerGram" label="Rate per gram" min={0} validate={validateRate} helperText={RATE_HELP} />
  </RateEdit>
);
