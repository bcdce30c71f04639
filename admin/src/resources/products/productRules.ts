import type { StaffRole } from '../../api/session';
import { slugCheck } from '../../lib/slug';
import type { Gender, NonReturnableKind, ProductPayload, ProductValues } from './types';
import { isBlank, rupeesCheck, wholeNumberCheck } from '../../lib/checks';
import { toComposition } from './compositionRules';

/**
 * The server's product rules (SaveProductDto), checked in the form so staff see them before saving.
 * Each answers a sentence, or undefined when acceptable; an empty value is left to `required()`.
 */

/** The list's "low stock" highlight and filter: 5 pieces or fewer, as the server's `stock: 'low'` filter. */
export const LOW_STOCK = 5;
export const MAX_PICTURES = 12;
/** The shop filter's value for products of the house shop (sellerId null on the server). */
export const HOUSE_SHOP = 'house';
export const MAX_LIST_ITEMS = 20;

export const genderChoices: { id: Gender; name: string }[] = [
  { id: 'female', name: 'Women' },
  { id: 'male', name: 'Men' },
  { id: 'kids', name: 'Kids' },
  { id: 'unisex', name: 'Unisex' },
];

/** The select's empty choice: a piece customers may return within the window (the server's null). */
export const RETURNABLE_TEXT = 'Returnable';

/** The refund policy's kinds of piece that cannot be returned (spec 9), as the product form offers them. */
export const nonReturnableChoices: { id: NonReturnableKind; name: string }[] = [
  { id: 'personalised', name: 'Personalised (engraved, made to order): not returnable' },
  { id: 'coin', name: 'Coin: not returnable' },
  { id: 'utensil', name: 'Utensil: not returnable' },
  { id: 'idol', name: 'Idol: not returnable' },
];

/** The select's empty choice is saved as null (returnable). */
export const parseNonReturnable = (value: string | null | undefined): NonReturnableKind | null => (value ? (value as NonReturnableKind) : null);

function checkLength(value: unknown, min: number, max: number, sentence: string): string | undefined {
  if (isBlank(value)) return undefined;
  const length = typeof value === 'string' ? value.trim().length : -1;
  return length >= min && length <= max ? undefined : sentence;
}

export const checkName = (value: unknown) => checkLength(value, 2, 200, 'The name must be 2 to 200 characters.');
export const checkBrand = (value: unknown) => checkLength(value, 0, 100, 'The brand can be at most 100 characters.');
export const checkDescription = (value: unknown) => checkLength(value, 0, 5000, 'The description can be at most 5,000 characters.');

export const checkSlug = slugCheck(220, 'gold-jhumka-earrings');

export const checkPrice = rupeesCheck(0.01, 10_000_000, 'The price must be more than 0 and at most 10,000,000 rupees, with at most 2 decimals.');

export const checkDiscount = wholeNumberCheck(0, 100, 'The discount must be a whole number of percent from 0 to 100.');

export const checkStock = wholeNumberCheck(0, 1_000_000, 'The stock must be a whole number from 0 to 1,000,000.');

/** The entries of a list field, trimmed, blanks dropped. */
export function cleanList(values: readonly string[] | null | undefined): string[] {
  return (values ?? []).map((value) => value.trim()).filter((value) => value !== '');
}

/** A list check: at most 20 entries of 1 to `maxLength` characters each. */
export function checkList(what: string, maxLength: number) {
  return (value: unknown): string | undefined => {
    if (isBlank(value)) return undefined;
    const items = Array.isArray(value) ? cleanList(value as string[]) : [];
    if (items.length > MAX_LIST_ITEMS) return `At most ${MAX_LIST_ITEMS} ${what}.`;
    const long = items.find((item) => item.length > maxLength);
    return long ? `Each of the ${what} can be at most ${maxLength} characters ("${long.slice(0, 20)}…").` : undefined;
  };
}

export const PICTURE_REQUIRED = 'Add at least one picture: the first one shows on the shop’s cards.';

export function checkPictures(value: unknown): string | undefined {
  return Array.isArray(value) && value.length > MAX_PICTURES ? `At most ${MAX_PICTURES} pictures.` : undefined;
}

export type Shop = { id: string; name: string };

/** The shops behind some products, each once, by name; the house shop (no seller account) as HOUSE_SHOP. */
export function shopsOf(products: readonly { sellerId: string | null; shopName: string }[]): Shop[] {
  const shops = new Map<string, string>();
  for (const product of products) shops.set(product.sellerId ?? HOUSE_SHOP, product.shopName);
  return [...shops].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** How a stock count reads in the list: sold out, running low, or plenty. */
export type StockLevel = 'out' | 'low' | 'ok';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK ? 'low' : 'ok';
}

/**
 * What the console sends for a product: its editable fields only (the server refuses any other property).
 * A cleared slug is left out (the server makes one on create and keeps the old one on replace). Only admins
 * send the shop name; the owner (sellerId) is never changed from this form. Whether it may be returned goes as the
 * form shows it (null: returnable).
 */
export function toProductPayload(values: ProductValues, role: StaffRole | undefined): ProductPayload {
  const payload: ProductPayload = {
    ...toPieceFields(values),
    categoryId: values.categoryId,
    gender: values.gender,
    nonReturnable: values.nonReturnable ?? null,
  };
  const shopName = (values.shopName ?? '').trim();
  if (role === 'admin' && shopName) payload.shopName = shopName;
  return payload;
}

type PieceFields = Omit<ProductPayload, 'categoryId' | 'gender' | 'shopName'>;

/**
 * The editable fields a product and a gift (product-shaped) save alike: cleared ones as their empty values (the server
 * refuses null), a cleared slug left out (the server makes one on create and keeps the old one on replace), the price
 * left out for a rate-linked piece (the server computes it from today's rate).
 */
export function toPieceFields(values: Omit<ProductValues, 'categoryId' | 'gender'>): PieceFields {
  const fields: PieceFields = {
    name: values.name.trim(),
    brand: (values.brand ?? '').trim(),
    description: values.description ?? '',
    points: cleanList(values.points),
    discount: values.discount ?? 0,
    stock: values.stock ?? 0,
    colors: cleanList(values.colors),
    sizes: cleanList(values.sizes),
    images: values.images,
    ...toComposition(values),
  };
  if (values.pricing !== 'rate_linked' && typeof values.price === 'number') fields.price = values.price;
  const slug = (values.slug ?? '').trim();
  if (slug) fields.slug = slug;
  return fields;
}
