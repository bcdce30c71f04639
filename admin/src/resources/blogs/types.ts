import type { Schemas } from '@shop/openapi';
import type { Picture } from '../../uploads/pictures';

export type Blog = Schemas['BlogAdminDto'];
/** What POST and PUT /api/admin/blogs accept: pictures as URLs uploaded first. */
export type BlogPayload = Schemas['SaveBlogDto'];
export type BlogSectionPayload = Schemas['BlogSectionDto'];

/** A section in the form: its picture may be a file not uploaded yet, or '' / null for none. */
export type BlogSectionValues = { heading?: string | null; description?: string | null; image?: Picture | '' | null };

/** The post form's values (react-admin keeps the whole record in the form). */
export type BlogFormValues = {
  name: string;
  slug?: string | null;
  description?: (string | null)[] | null;
  additionalDescription?: BlogSectionValues[] | null;
  images?: Picture[] | null;
};

/** The form's values once every picture is stored. */
export type StoredBlogValues = Omit<BlogFormValues, 'images' | 'additionalDescription'> & {
  images: string[];
  additionalDescription: (Omit<BlogSectionValues, 'image'> & { image: string })[];
};
