import type { Schemas } from '@shop/openapi';
import type { Picture } from '../../uploads/pictures';

export type Product = Schemas['ProductAdminDto'];
export type Gender = Product['gender'];
/** What POST and PUT /api/admin/products accept. */
export type ProductPayload = Schemas['SaveProductDto'];

export type Pricing = Product['pricing'];
/** Why a piece cannot be returned (spec 9); null when it can. */
export type NonReturnableKind = NonNullable<Product['nonReturnable']>;
export type MakingKind = Product['makingKind'];
type CompositionField = 'pricing' | 'purity' | 'netWeight' | 'makingKind' | 'makingValue' | 'charges' | 'hsn' | 'huid';
/** What a piece is made of and how it is priced, as a product or gift save sends it. */
export type Composition = Required<Pick<ProductPayload, CompositionField>>;
/** A charge row of the form: cleared inputs are null. */
export type ChargeValues = { label?: string | null; amount?: number | null };
/** The composition part of a product's or gift's form values: cleared inputs are null, charges rows possibly half-filled. */
export type CompositionValues = { [Field in Exclude<CompositionField, 'charges'>]?: Composition[Field] | null } & { charges?: ChargeValues[] | null };

type Editable = 'name' | 'categoryId' | 'gender';
type Optional = 'slug' | 'brand' | 'description' | 'points' | 'discount' | 'stock' | 'colors' | 'sizes' | 'shopName' | 'price' | 'nonReturnable';

/** The product form's values: the record's fields, some cleared (null), pictures possibly not uploaded yet. */
export type ProductFormValues = Pick<Product, Editable> & {
  [Field in Optional]?: Product[Field] | null;
} & CompositionValues & { images: Picture[] };

/** The form's values once every picture is stored: what the payload is made from. */
export type ProductValues = Omit<ProductFormValues, 'images'> & { images: string[] };
