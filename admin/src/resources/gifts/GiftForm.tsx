import { Box } from '@mui/material';
import { ReferenceInput, SelectInput, SimpleForm, TextInput, required, useRecordContext } from 'react-admin';
import { SlugInput } from '../../layout/SlugInput';
import { PicturesInput } from '../../uploads/PicturesInput';
import { FormSection, formRow } from '../products/FormSection';
import { PriceStockAndDescriptionInputs } from '../products/ProductFormParts';
import { checkBrand, checkName, checkSlug, genderChoices } from '../products/productRules';
import { GIFT_PICTURE_REQUIRED, MAX_GIFT_PICTURES, checkGiftPictures } from './giftRules';
import type { Gift } from './types';

const validatePictures = [required(GIFT_PICTURE_REQUIRED), checkGiftPictures];
const validateName = [required(), checkName];

/**
 * A gift of the gift store: pictures (add, replace, reorder), price, discount, stock and the product details, with the
 * category it is also shown under: a new gift left without one goes to 'Gifts'; a saved gift always has one.
 */
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

    <FormSection title="Details" />
    <TextInput source="name" label="Name" validate={validateName} />
    <SlugInput path="/product/details" validate={checkSlug} />
    <Box sx={formRow}>
      <GiftCategoryInput />
      <SelectInput source="gender" label="For" choices={genderChoices} validate={required()} />
      <TextInput source="brand" label="Brand" validate={checkBrand} />
    </Box>

    <PriceStockAndDescriptionInputs />
  </SimpleForm>
);

const validateCategory = required();

/** The category a gift is shown under besides the gift store; a new gift may leave it to the server ('Gifts'). */
const GiftCategoryInput = () => {
  const saved = Boolean(useRecordContext<Gift>()?.id);
  return (
    <ReferenceInput source="categoryId" reference="categories" sort={{ field: 'position', order: 'ASC' }} perPage={100}>
      <SelectInput
        label="Category"
        optionText="name"
        validate={saved ? validateCategory : undefined}
        helperText={saved ? 'Where the shop shows it besides the gift store' : 'Where the shop shows it besides the gift store; left empty, Gifts'}
      />
    </ReferenceInput>
  );
};
