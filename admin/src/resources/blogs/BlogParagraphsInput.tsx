import { ArrayInput, TextInput, useSimpleFormIteratorItem } from 'react-admin';
import { ItemsIterator } from './ListItemButtons';
import { checkParagraph, checkParagraphs } from './blogRules';

/** One paragraph's text area, labelled with its number. */
const ParagraphInput = () => {
  const { index } = useSimpleFormIteratorItem();
  return <TextInput source="" label={`Paragraph ${index + 1}`} multiline minRows={3} validate={checkParagraph} fullWidth />;
};

/** The post's opening paragraphs, in order: add, remove, move up and down. */
export const BlogParagraphsInput = () => (
  <ArrayInput source="description" label="Paragraphs" validate={checkParagraphs} helperText="The opening text of the post, in reading order">
    <ItemsIterator noun="paragraph" newItem={() => ''}>
      <ParagraphInput />
    </ItemsIterator>
  </ArrayInput>
);
