import { Box, InputAdornment, Typography } from '@mui/material';
import { FormDataConsumer, NumberInput, SelectInput, SimpleForm, TextArrayInput, TextInput, required } from 'react-admin';
import { formatRupees } from '../../lib/money';
import { PicturesInput } from '../../uploads/PicturesInput';
import {
  checkBrand,
  checkDescription,
  checkDiscount,
  checkList,
  checkName,
  checkPrice,
  checkSlug,
  checkStock,
  genderChoices,
} from '../products/productRules';
import { GIFT_PICTURE_REQUIRED, MAX_GIFT_PICTURES, checkGiftPictures } from './giftRules';
import type { GiftFormValues } from './types';

const validatePictures = [required(GIFT_PICTURE_REQUIRED), checkGiftPictures];
const validateName = [required(), checkName];
const validatePrice = [required(), checkPrice];
const validatePoints = checkList('points', 300);
const validateColors = checkList('colours', 40);
const validateSizes = checkList('sizes', 40);

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 200px' } } as const;

const Heading = ({ title }: { title: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {title}
  </Typography>
);

const pointsToText = (points: string[] | null | undefined) => (points ?? []).join('\n');
const textToPoints = (text: string | null) => (text ? text.split('\n') : []);

/** What shoppers will pay, computed as the server does (price − ⌊price × discount / 100⌋). */
const SalePricePreview = () => (
  <FormDataConsumer<GiftFormValues>>
    {({ formData }) =>
      typeof formData.price === 'number' && formData.price > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shoppers pay {formatRupees(formData.price - Math.floor((formData.price * (formData.discount ?? 0)) / 100))}
        </Typography>
      ) : null
    }
  </FormDataConsumer>
);

/** A gift of the gift store: pictures (add, replace, reorder), price, discount, stock and the product details. */
export const GiftForm = () => (
  <SimpleForm sx={{ maxWidth: 960 }} noValidate>
    <PicturesInput
      source="images"
      label="Pictures"
      max={MAX_GIFT_PICTURES}
      validate={validatePictures}
      replaceable
      helperText={`Up to ${MAX_GIFT_PICTURES}; the first shows on the cards. Replace swaps one picture for a new file in its place. JPEG, PNG, WebP, GIF or AVIF, at most 5 MB each; uploaded when you save.`}
    />

    <Heading title="Details" />
    <TextInput source="name" label="Name" validate={validateName} />
    <TextInput source="slug" label="Slug" validate={checkSlug} helperText="Its address on the shop, /product/details/<slug>. Left empty, it is made from the name." />
    <Box sx={row}>
      <TextInput source="brand" label="Brand" validate={checkBrand} />
      <SelectInput source="gender" label="For" choices={genderChoices} validate={required()} />
    </Box>

    <Heading title="Price and stock" />
    <Box sx={row}>
      <NumberInput
        source="price"
        label="Price"
        min={0}
        validate={validatePrice}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
      />
      <NumberInput
        source="discount"
        label="Discount"
        min={0}
        max={100}
        step={1}
        validate={checkDiscount}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
      />
      <NumberInput source="stock" label="Stock" min={0} step={1} validate={checkStock} helperText="Pieces ready to sell" />
    </Box>
    <SalePricePreview />

    <Heading title="Description" />
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
    <Box sx={row}>
      <TextArrayInput source="colors" label="Colours" validate={validateColors} autoSelect helperText="Press Enter after each" />
      <TextArrayInput source="sizes" label="Sizes" validate={validateSizes} autoSelect helperText="Press Enter after each" />
    </Box>
  </SimpleForm>
);
