import { isPendingPicture } from '../../uploads/pictures';
import type { BannerCategory, BannerCreateValues, BannerEditValues, BannerPayload } from './types';
import { isBlank, maxLengthCheck, wholeNumberCheck } from '../../lib/checks';

/** The places of the shop that show banners (spec 3), spelling kept. */
export const BANNER_CATEGORIES = ['Home Page', 'fastivle', 'Evil Eye Elegance', "Baby's Evil Eye Charms"] as const satisfies readonly BannerCategory[];

export const bannerCategoryChoices = BANNER_CATEGORIES.map((category) => ({ id: category, name: category }));

/** A path on this shop ('/category-data/rings'), never another site ('//evil.example'), or empty: the server's rule. */
const SHOP_PATH = /^(\/(?![/\\])[^\s\\]*)?$/;

export const checkAlt = maxLengthCheck(200, 'The alt text can be at most 200 characters.');

export function checkLink(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const link = typeof value === 'string' ? value.trim() : '';
  return link.length <= 300 && SHOP_PATH.test(link)
    ? undefined
    : "The link must be a path on this shop starting with '/', e.g. /category-data/rings (at most 300 characters), or empty.";
}

export const checkPosition = wholeNumberCheck(0, 10_000, 'The position must be a whole number from 0 to 10,000.');

/** The editable fields of a banner (the server refuses any other property); cleared texts are sent as ''. */
export function toBannerPayload(values: BannerEditValues): BannerPayload {
  return {
    category: values.category,
    alt: (values.alt ?? '').trim(),
    link: (values.link ?? '').trim(),
    position: values.position,
  };
}

/** POST /api/admin/banners is multipart: the text fields and the one picture in `images`. */
export function toBannerUploadForm(values: BannerCreateValues): FormData {
  if (!isPendingPicture(values.picture)) throw new Error('Please choose a picture for the banner.');
  const form = new FormData();
  form.append('category', values.category);
  form.append('alt', (values.alt ?? '').trim());
  form.append('link', (values.link ?? '').trim());
  form.append('images', values.picture.rawFile, values.picture.rawFile.name);
  return form;
}
