import { Box, Typography } from '@mui/material';
import { FormDataConsumer, NumberInput, TextArrayInput, TextInput, required } from 'react-admin';
import { PercentInput, RupeesInput } from '../../layout/UnitInputs';
import { formatRupees } from '../../lib/money';
import { checkDescription, checkDiscount, checkList, checkPrice, checkStock } from './productRules';

/** The part of a product-shaped record's form values that the sale price preview reads. */
type PricedValues = { price?: number | null; discount?: number | null };

const validatePrice = [required(), checkPrice];
const validatePoints = checkList('points', 300);
const validateColors = checkList('colours', 40);
const validateSizes = checkList('sizes', 40);

/** A row of inputs that wraps on narrow screens. */
export const formRow = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 200px' } } as const;

type FormSectionProps = { title: string };

/** The heading of one section of a product or gift form. */
export const FormSection = ({ title }: FormSectionProps) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {title}
  </Typography>
);

/** One bullet point per line: how staff write them, and how the server keeps them (a list). */
const pointsToText = (points: string[] | null | undefined) => (points ?? []).join('\n');
const textToPoints = (text: string | null) => (text ? text.split('\n') : []);

/** What shoppers will pay, computed as the server does (price − ⌊price × discount / 100⌋), for the staff's eyes only. */
const SalePricePreview = () => (
  <FormDataConsumer<PricedValues>>
    {({ formData }) =>
      typeof formData.price === 'number' && formData.price > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shoppers pay {formatRupees(formData.price - Math.floor((formData.price * (formData.discount ?? 0)) / 100))}
        </Typography>
      ) : null
    }
  </FormDataConsumer>
);

/**
 * The sections products and gifts share: price, discount and stock (with what shoppers will pay),
 * then the description, its highlights, colours and sizes.
 */
export const PriceStockAndDescriptionInputs = () => (
  <>
    <FormSection title="Price and stock" />
    <Box sx={formRow}>
      <RupeesInput source="price" label="Price" min={0} validate={validatePrice} />
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
