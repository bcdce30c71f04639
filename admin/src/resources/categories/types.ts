import type { Schemas } from '@shop/openapi';
import type { Picture } from '../../uploads/pictures';

export type Category = Schemas['CategoryAdminDto'];
/** What POST and PUT /api/admin/categories accept. */
export type CategoryPayload = Schemas['SaveCategoryDto'];
export type CategoryFormValues = Pick<Category, 'name'> & { slug?: string | null; position?: number | null; image?: Picture | null };
export type CategoryValues = Omit<CategoryFormValues, 'image'> & { image: string };
