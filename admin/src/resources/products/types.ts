import type { Schemas } from '@shop/openapi';
import type { Picture } from '../../uploads/pictures';

export type Product = Schemas['ProductAdminDto'];
export type Gender = Product['gender'];
/** What POST and PUT /api/admin/products accept. */
export type ProductPayload = Schemas['SaveProductDto'];

type Editable = 'name' | 'categoryId' | 'gender' | 'price';
type Optional = 'slug' | 'brand' | 'description' | 'points' | 'discount' | 'stock' | 'colors' | 'sizes' | 'shopName';

/** The product form's values: the record's fields, some cleared (null), pictures possibly not uploaded yet. */
export type ProductFormValues = Pick<Product, Editable> & {
  [Field in Optional]?: Product[Field] | null;
} & { images: Picture[] };

/** The form's values once every picture is stored: what the payload is made from. */
export type ProductValues = Omit<ProductFormValues, 'images'> & { images: string[] };
