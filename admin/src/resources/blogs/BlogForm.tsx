import { Typography } from '@mui/material';
import { BLOG_LIMITS } from '@shop/openapi/rules';
import { SimpleForm, TextInput, required } from 'react-admin';
import { SlugInput } from '../../layout/SlugInput';
import { PicturesInput } from '../../uploads/PicturesInput';
import { BlogParagraphsInput } from './BlogParagraphsInput';
import { BlogSectionsInput } from './BlogSectionsInput';
import { checkName, checkPostPictures, checkSlug } from './blogRules';

const validateName = [required(), checkName];

type SectionTitleProps = { title: string };

const SectionTitle = ({ title }: SectionTitleProps) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {title}
  </Typography>
);

/** A post of the journal: title, pictures, opening paragraphs and further sections. Pictures are uploaded on save. */
export const BlogForm = () => (
  <SimpleForm sx={{ maxWidth: 960 }} noValidate>
    <TextInput source="name" label="Title" validate={validateName} fullWidth />
    <SlugInput path="/blogdetail" madeFrom="title" validate={checkSlug} fullWidth />
    <PicturesInput
      source="images"
      label="Pictures"
      max={BLOG_LIMITS.images}
      validate={checkPostPictures}
      helperText={`Up to ${BLOG_LIMITS.images}; the first is the cover on the blog page. JPEG, PNG, WebP, GIF or AVIF, at most 5 MB each. Uploaded when you save.`}
    />
    <SectionTitle title="Text" />
    <BlogParagraphsInput />
    <SectionTitle title="Sections" />
    <BlogSectionsInput />
  </SimpleForm>
);
