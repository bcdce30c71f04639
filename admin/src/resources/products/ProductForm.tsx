import { Box, InputAdornment, Typography } from '@mui/material';
import {
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  required,
} from 'react-admin';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { formatRupees } from '../../lib/money';
import { PicturesInput } from '../../uploads/PicturesInput';
import {
  MAX_PICTURES,
  PICTURE_REQUIRED,
  checkBrand,
  checkDescription,
  checkDiscount,
  checkList,
  checkName,
  checkPictures,
  checkPrice,
  checkSlug,
  checkStock,
  genderChoices,
} from './productRules';
import type { ProductFormValues } from './types';

const validatePictures = [required(PICTURE_REQUIRED), checkPictures];
const validateName = [required(), checkName];
const validatePrice = [required(), checkPrice];
const validatePoints = checkList('points', 300);
const validateColors = checkList('colours', 40);
const validateSizes = checkList('sizes', 40);

type SectionProps = { title: string };

const Section = ({ title }: SectionProps) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {title}
  </Typography>
);

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', '& > *': { flex: '1 1 200px' } } as const;

/** One bullet point per line: how staff write them, and how the server keeps them (a list). */
const pointsToText = (points: string[] | null | undefined) => (points ?? []).join('\n');
const textToPoints = (text: string | null) => (text ? text.split('\n') : []);

/** What shoppers will pay, computed as the server does (price − ⌊price × discount / 100⌋), for the staff's eyes only. */
const SalePricePreview = () => (
  <FormDataConsumer<ProductFormValues>>
    {({ formData }) =>
      typeof formData.price === 'number' && formData.price > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shoppers pay {formatRupees(formData.price - Math.floor((formData.price * (formData.discount ?? 0)) / 100))}
        </Typography>
      ) : null
    }
  </FormDataConsumer>
);

/** Every field of a product, with the server's rules checked as staff type. Pictures are uploaded on save. */
export const ProductForm = () => {
  const isAdmin = useIsAdmin();
  return (
    <SimpleForm sx={{ maxWidth: 960 }} noValidate>
      <PicturesInput source="images" label="Pictures" max={MAX_PICTURES} validate={validatePictures} />

      <Section title="Details" />
      <TextInput source="name" label="Name" validate={validateName} />
      <TextInput
        source="slug"
        label="Slug"
        validate={checkSlug}
        helperText="Its address on the shop, /product/details/<slug>. Left empty, it is made from the name."
      />
      <Box sx={row}>
        <ReferenceInput source="categoryId" reference="categories" sort={{ field: 'position', order: 'ASC' }} perPage={100}>
          <SelectInput label="Category" optionText="name" validate={required()} />
        </ReferenceInput>
        <SelectInput source="gender" label="For" choices={genderChoices} validate={required()} />
        <TextInput source="brand" label="Brand" validate={checkBrand} />
      </Box>
      {isAdmin ? (
        <TextInput source="shopName" label="Shop name" helperText="Shown with the product; left empty, the seller's or the house shop's name." />
      ) : null}

      <Section title="Price and stock" />
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

      <Section title="Description" />
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
};
