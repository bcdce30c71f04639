import { required } from 'react-admin';
import { RateEdit } from '../../layout/RateEdit';
import { RupeesInput } from '../../layout/UnitInputs';
import { EXCHANGE_RATE_HELP, checkExchangeRate, rateText } from './exchangeRateRules';
import type { ExchangeRate } from './types';

const validateRate = [required(), checkExchangeRate];

/** Changes one currency's rate; a jump of more than 10 % the server asks staff to confirm. */
export const ExchangeRateEdit = () => (
  <RateEdit<ExchangeRate>
    resource="exchange-rates"
    title={(rate) => `Rate of the ${rate.name}`}
    loadingTitle="Exchange rate"
    current={(rate) => (rate.inrPerUnit === null ? null : rateText(rate, rate.currency))}
    unset="No rate set yet: shoppers cannot choose this currency until it has one."
    saved={(rate) => `Rate saved — ${rateText(rate, rate.currency)}`}
  >
    <RupeesInput source="inrPerUnit" label="Rupees per unit" min={0} step={0.0001} validate={validateRate} helperText={EXCHANGE_RATE_HELP} />
  </RateEdit>
);
