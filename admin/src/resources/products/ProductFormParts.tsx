import { Box, Typography } from '@mui/material';
import { FormDataConsumer, NumberInput, TextArrayInput, TextInput } from 'react-admin';
import { PercentInput, RupeesInput } from '../../layout/UnitInputs';
import { formatRupees } from '../../lib/money';
import { CompositionInputs } from './CompositionInputs';
import { checkPiecePrice } from './compositionRules';
import { FormSection, formRow } from './FormSection';
import { checkDescription, checkDiscount, checkList, checkStock } from './productRules';
import type { CompositionValues } from './types';

/** The part of a product-shaped record's form values that the sale price preview reads. */
type PricedValues = { price?: number | null; discount?: number | null; pricing?: CompositionValues['pricing'] };

const validatePoints = checkList('points', 300);
const validateColors = checkList('colours', 40);
const validateSizes = checkList('sizes', 40);

/** One bullet point per line: how staff write them, and how the server keeps them (a list). */
const pointsToText = (points: string[] | null | undefined) => (points ?? []).join('\n');
const textToPoints = (text: string | null) => (text ? text.split('\n') : []);

/** What shoppers will pay, computed as the server does (price − ⌊price × discount / 100⌋), for the staff's eyes only. */
const SalePricePreview = () => (
  <FormDataConsumer<PricedValues>>
    {({ formData }) =>
      typeof formData.price === 'number' && formData.price > 0 && formData.pricing !== 'rate_linked' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shoppers pay {formatRupees(formData.price - Math.floor((formData.price * (formData.discount ?? 0)) / 100))}
        </Typography>
      ) : null
    }
  </FormDataConsumer>
);

/** The list price: typed for a fixed-price piece; for a rate-linked one the server's, from today's rate, not editable. */
const PriceInput = () => (
  <FormDataConsumer<PricedValues>>
    {({ formData }) => {
      const rateLinked = formData.pricing === 'rate_linked';
      return (
        <RupeesInput
          source="price"
          label="Price"
          min={0}
          validate={checkPiecePrice}
          disabled={rateLinked}
          helperText={rateLinked ? "Follows today's rate: computed from the composition when saved, and again at every rate change" : false}
        />
      );
    }}
  </FormDataConsumer>
);

/**
 * The sections products and gifts share: composition and pricing, then price, discount and stock (with what shoppers will pay),
 * then the description, its highlights, colours and sizes.
 */
export const PriceStockAndDescriptionInputs = () => (
  <>
    <CompositionInputs />

    <FormSection title="Price and stock" />
    <Box sx={formRow}>
      <PriceInput />
      <PercentInput source="discount" label="Discount" min={0} validate={checkDiscount} />
      <NumberInput source="stock" label="Stock" min={0} step={1} validate={checkStock} helperText="Pieces ready to sell" />
    </Box>
    <SalePricePreview />

    <FormSection title="Description" />
    <TextInput source="description" label="Description" multiline minRows={3} validate={checkDescription} />
    <TextInput
      source="points"
      label="Highlights"
      multiline
      minRows={2}
      format={pointsToText}
      parse={textToPoints}
      validate={validatePoints}
      helperText="One point per line, shown as bullets under the description"
    />
    <Box sx={formRow}>
      <TextArrayInput source="colors" label="Colours" validate={validateColors} autoSelect helperText="Press Enter after each" />
      <TextArrayInput source="sizes" label="Sizes" validate={validateSizes} autoSelect helperText="Press Enter after each" />
    </Box>
  </>
);
