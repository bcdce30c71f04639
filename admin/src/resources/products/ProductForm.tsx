import { Box } from '@mui/material';
import { ReferenceInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { SlugInput } from '../../layout/SlugInput';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { PicturesInput } from '../../uploads/PicturesInput';
import { FormSection, formRow } from './FormSection';
import { PriceStockAndDescriptionInputs } from './ProductFormParts';
import {
  MAX_PICTURES,
  PICTURE_REQUIRED,
  checkBrand,
  checkName,
  checkPictures,
  checkSlug,
  genderChoices,
  nonReturnableChoices,
  parseNonReturnable,
  RETURNABLE_TEXT,
} from './productRules';

const validatePictures = [required(PICTURE_REQUIRED), checkPictures];
const validateName = [required(), checkName];

/** Every field of a product, with the server's rules checked as staff type. Pictures are uploaded on save. */
export const ProductForm = () => {
  const isAdmin = useIsAdmin();
  return (
    <SimpleForm sx={{ maxWidth: 960 }} noValidate>
      <PicturesInput source="images" label="Pictures" max={MAX_PICTURES} validate={validatePictures} />

      <FormSection title="Details" />
      <TextInput source="name" label="Name" validate={validateName} />
      <SlugInput path="/product/details" validate={checkSlug} />
      <Box sx={formRow}>
        <ReferenceInput source="categoryId" reference="categories" sort={{ field: 'position', order: 'ASC' }} perPage={100}>
          <SelectInput label="Category" optionText="name" validate={required()} />
        </ReferenceInput>
        <SelectInput source="gender" label="For" choices={genderChoices} validate={required()} />
        <TextInput source="brand" label="Brand" validate={checkBrand} />
      </Box>
      {isAdmin ? (
        <TextInput source="shopName" label="Shop name" helperText="Shown with the product; left empty, the seller's or the house shop's name." />
      ) : null}

      <PriceStockAndDescriptionInputs />

      <FormSection title="Returns" />
      <SelectInput
        source="nonReturnable"
        label="Returns"
        choices={nonReturnableChoices}
        parse={parseNonReturnable}
        emptyText={RETURNABLE_TEXT}
        helperText="The refund policy: personalised pieces, coins, utensils and idols cannot be returned; orders keep what applied when placed."
      />
    </SimpleForm>
  );
};
