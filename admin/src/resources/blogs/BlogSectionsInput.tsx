import { Stack } from '@mui/material';
import { ArrayInput, TextInput, useSimpleFormIteratorItem } from 'react-admin';
import { PictureInput } from '../../uploads/PicturesInput';
import { ItemsIterator } from './ListItemButtons';
import { checkHeading, checkSectionText, checkSections, emptySection } from './blogRules';

/** A section's heading, picture and text, labelled with its number. */
const SectionInputs = () => {
  const { index } = useSimpleFormIteratorItem();
  const name = `Section ${index + 1}`;
  return (
    <Stack sx={{ width: '100%' }}>
      <TextInput source="heading" label={`${name} heading`} validate={checkHeading} fullWidth />
      <PictureInput source="image" label={`${name} picture`} emptyValue="" helperText="Optional. JPEG, PNG, WebP, GIF or AVIF, at most 5 MB. Uploaded when you save." />
      <TextInput source="description" label={`${name} text`} multiline minRows={3} validate={checkSectionText} fullWidth />
    </Stack>
  );
};

/** Further sections after the paragraphs (heading, picture, text), in order: add, remove, move up and down. */
export const BlogSectionsInput = () => (
  <ArrayInput source="additionalDescription" label="Sections" validate={checkSections} helperText="Optional; up to 12, shown after the paragraphs">
    <ItemsIterator noun="section" newItem={emptySection}>
      <SectionInputs />
    </ItemsIterator>
  </ArrayInput>
);
