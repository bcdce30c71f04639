import { Box } from '@mui/material';
import { ArrayInput, FormDataConsumer, NumberInput, SelectInput, SimpleFormIterator, TextInput, required } from 'react-admin';
import { RupeesInput } from '../../layout/UnitInputs';
import { purityChoices } from '../metal-rates/metalRateRules';
import {
  HSN_HELP,
  checkChargeAmount,
  checkChargeLabel,
  checkCharges,
  checkHsn,
  checkHuid,
  checkMakingValue,
  checkNetWeight,
  checkPurity,
  makingKindChoices,
  makingLabel,
  normaliseHuid,
  pricingChoices,
} from './compositionRules';
import { FormSection, formRow } from './FormSection';
import type { CompositionValues } from './types';

const validatePricing = required();
const validateMakingKind = required();
const validateChargeLabel = [required(), checkChargeLabel];

/**
 * "Composition & pricing": what the piece is made of (metal and purity, net weight, making, stones and other charges),
 * what it is billed under (HSN, HUID), and whether its price follows today's rate or is fixed.
 */
export const CompositionInputs = () => (
    <>
      <FormSection title="Composition & pricing" />
      <Box sx={formRow}>
        <SelectInput source="pricing" label="Pricing" choices={pricingChoices} validate={validatePricing} />
        <SelectInput source="purity" label="Metal and purity" choices={purityChoices} emptyText="None (plated or fashion)" validate={checkPurity} />
        <NumberInput source="netWeight" label="Net weight (g)" min={0} step={0.001} validate={checkNetWeight} helperText="Grams of metal, up to 3 decimals" />
      </Box>
      <Box sx={formRow}>
        <SelectInput source="makingKind" label="Making charged" choices={makingKindChoices} validate={validateMakingKind} />
        <FormDataConsumer<CompositionValues>>
          {({ formData }) => <NumberInput source="makingValue" label={makingLabel(formData.makingKind)} min={0} validate={checkMakingValue} />}
        </FormDataConsumer>
      </Box>
      <ArrayInput source="charges" label="Stones and other charges" validate={checkCharges}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="label" label="Charge" validate={validateChargeLabel} helperText={false} />
          <RupeesInput source="amount" label="Amount" min={0} validate={checkChargeAmount} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Box sx={formRow}>
        <TextInput source="hsn" label="HSN code" validate={checkHsn} helperText={HSN_HELP} />
        <TextInput source="huid" label="HUID" parse={normaliseHuid} validate={checkHuid} helperText="The BIS hallmark's 6 letters or digits (gold pieces)" />
      </Box>
    </>
);
