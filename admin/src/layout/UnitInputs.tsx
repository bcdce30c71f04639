import { InputAdornment } from '@mui/material';
import { NumberInput, type NumberInputProps, required } from 'react-admin';

/** An amount in rupees, the ₹ sign before it. */
export const RupeesInput = (props: NumberInputProps) => (
  <NumberInput {...props} slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }} />
);

/** A whole percentage up to 100, the % sign after it. */
export const PercentInput = (props: NumberInputProps) => (
  <NumberInput max={100} step={1} {...props} slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }} />
);

/** A required whole number from 0: an hour, a count of days, a place in a list. */
export const WholeNumberInput = (props: NumberInputProps) => <NumberInput min={0} step={1} validate={required()} {...props} />;
