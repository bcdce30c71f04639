import { Edit, Labeled, NumberInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { BannerPictureField } from './BannerPictureField';
import { bannerCategoryChoices, checkAlt, checkLink, checkPosition } from './bannerRules';
import type { Banner } from './types';

// The picture of a banner stays as uploaded: to show another one, add a new banner and delete this one.
export const BannerEdit = () => (
  <Edit<Banner> mutationMode="pessimistic" redirect="list">
    <SimpleForm sx={{ maxWidth: 720 }} noValidate>
      <Labeled label="Picture">
        <BannerPictureField width={480} />
      </Labeled>
      <SelectInput source="category" label="Shown on" choices={bannerCategoryChoices} validate={required()} />
      <NumberInput source="position" label="Position" min={0} step={1} validate={[required(), checkPosition]} helperText="Smallest first within its place" />
      <TextInput source="alt" label="Alt text" validate={checkAlt} helperText="What the picture shows, read to shoppers who cannot see it" fullWidth />
      <TextInput source="link" label="Link" validate={checkLink} helperText="Where a click leads on the shop, e.g. /category-data/rings; empty for nowhere" fullWidth />
    </SimpleForm>
  </Edit>
);
