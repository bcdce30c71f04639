import type { Schemas } from '@shop/openapi';
import type { Picture } from '../../uploads/pictures';
import type { CompositionValues } from '../products/types';

/** A gift is product-shaped: the console's product record, shown under its category ('Gifts' unless staff pick another). */
export type Gift = Schemas['ProductAdminDto'];
/** What POST and PUT /api/admin/gifts accept: pictures as URLs uploaded first. */
export type GiftPayload = Schemas['SaveGiftDto'];

type Optional = 'slug' | 'categoryId' | 'brand' | 'description' | 'points' | 'discount' | 'stock' | 'colors' | 'sizes' | 'gender' | 'price';

/** The gift form's values: the record's fields, some cleared (null), pictures possibly not uploaded yet. */
export type GiftFormValues = Pick<Gift, 'name'> & { [Field in Optional]?: Gift[Field] | null } & CompositionValues & { images: Picture[] };

/** The form's values once every picture is stored. */
export type GiftValues = Omit<GiftFormValues, 'images'> & { images: string[] };
