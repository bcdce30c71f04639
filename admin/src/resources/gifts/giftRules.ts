import { toPieceFields } from '../products/productRules';
import type { GiftPayload, GiftValues } from './types';

/** A gift shows 1 to 6 pictures (GIFT_IMAGES on the server). */
export const MAX_GIFT_PICTURES = 6;
export const GIFT_PICTURE_REQUIRED = 'Add at least one picture: the first one shows on the gift store’s cards.';

export function checkGiftPictures(value: unknown): string | undefined {
  return Array.isArray(value) && value.length > MAX_GIFT_PICTURES ? `At most ${MAX_GIFT_PICTURES} pictures.` : undefined;
}

/**
 * What the console sends for a gift: its editable fields, cleared ones as their empty values (the server refuses null;
 * the owner never changes from here). A cleared slug or category is left out: the server makes a slug on create and
 * keeps the old one on replace, and puts a new gift in 'Gifts' or keeps its category.
 */
export function toGiftPayload(values: GiftValues): GiftPayload {
  const payload: GiftPayload = { ...toPieceFields(values), gender: values.gender ?? 'unisex' };
  if (values.categoryId) payload.categoryId = values.categoryId;
  return payload;
}
