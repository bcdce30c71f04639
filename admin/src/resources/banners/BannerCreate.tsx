import { Create, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { PictureInput } from '../../uploads/PicturesInput';
import { bannerCategoryChoices, checkAlt, checkLink } from './bannerRules';
import type { Banner } from './types';

export const BannerCreate = () => (
  <Create<Banner> redirect="list">
    <SimpleForm sx={{ maxWidth: 720 }} noValidate>
      <PictureInput source="picture" label="Picture" validate={required('Please choose a picture for the banner.')} />
      <SelectInput source="category" label="Shown on" choices={bannerCategoryChoices} validate={required()} />
      <TextInput source="alt" label="Alt text" validate={checkAlt} helperText="What the picture shows, read to shoppers who cannot see it" fullWidth />
      <TextInput source="link" label="Link" validate={checkLink} helperText="Where a click leads on the shop, e.g. /category-data/rings; empty for nowhere" fullWidth />
    </SimpleForm>
  </Create>
);
