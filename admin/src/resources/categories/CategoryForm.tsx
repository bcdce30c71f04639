import { NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { SlugInput } from '../../layout/SlugInput';
import { PictureInput } from '../../uploads/PicturesInput';
import { checkCategoryName, checkCategoryPosition, checkCategorySlug } from './categoryRules';

const validateName = [required(), checkCategoryName];

export const CategoryForm = () => (
  <SimpleForm sx={{ maxWidth: 640 }} noValidate>
    <TextInput source="name" label="Name" validate={validateName} />
    <SlugInput path="/category-data" validate={checkCategorySlug} />
    <PictureInput source="image" label="Picture" emptyValue="" helperText="Shown on the shop's category cards. JPEG, PNG, WebP, GIF or AVIF, at most 5 MB; uploaded when you save." />
    <NumberInput source="position" label="Position" min={0} step={1} validate={checkCategoryPosition} helperText="Smallest first on the shop; left empty, a new category goes last" />
  </SimpleForm>
);
