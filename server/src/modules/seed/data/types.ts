import type { NonReturnableKind } from '../../catalog/non-returnable.js';
/** Shapes of the demo catalogue: plain data, no database code. The seeder turns these into rows. */
import type { ShippingInfo } from '../../order/entities/order.entity.js';
import type { JewelleryKind } from '../pictures/pieces.js';
import type { Metal } from '../pictures/svg-kit.js';

/** The kinds and metals are the picture kit's: a piece of the catalogue is one it can draw. */
export type { JewelleryKind, Metal };

export type Gender = 'male' | 'female' | 'kids';

export type DemoCategory = { name: string; slug: string; kind: JewelleryKind; description: string };

export type DemoProduct = {
  name: string;
  slug: string;
  /** category slug */
  category: string;
  brand: string;
  description: string;
  points: string[];
  gender: Gender;
  /** whole rupees */
  price: number;
  /** 0–50 */
  discount: number;
  stock: number;
  colors: string[];
  sizes: string[];
  kind: JewelleryKind;
  metal: Metal;
  /** CSS colour of the stone, if any */
  stone?: string;
  shopName: string;
  /** The refund policy's kind of piece it is when it cannot be returned (a struck coin, an idol, …). */
  nonReturnable?: NonReturnableKind;
};

export type DemoReview = { name: string; rating: 1 | 2 | 3 | 4 | 5; review: string };

export type DemoBanner = {
  category: 'Home Page' | 'fastivle' | 'Evil Eye Elegance' | "Baby's Evil Eye Charms";
  theme: 'home' | 'festive' | 'evil-eye' | 'baby-evil-eye';
};

export type DemoCoupon = {
  /** the code */
  name: string;
  /** minimum order value in rupees */
  price: number;
  /** percent 1–100 */
  discount: number;
  userlimit: number;
  /** How long before the seed the code was created: orders before then could not use it. */
  startedDaysAgo: number;
  expiresInDays?: number;
};

/**
 * A demo customer's saved address (the checkout's seven fields, an order's ShippingInfo), which their demo orders ship
 * to: a made-up ten-digit phone, a real PIN code of the area, the state or union territory as the province.
 */
export type DemoAddress = ShippingInfo & {
  /** The reviewer's name (demoReviews) whose account this is. */
  customer: string;
};

/** A piece to draw: the kind, its metal and the colour of its main stone (a diamond when absent). */
export type DemoPiece = { kind: JewelleryKind; metal: Metal; stone?: string };

export type DemoBlogSection = { heading: string; text: string; piece: DemoPiece };

/** A post of the journal: its cover is a drawn 'blog' banner, each section shows a close-up of a piece. */
export type DemoBlog = {
  name: string;
  slug: string;
  /** How long ago it was published. */
  daysAgo: number;
  /** 2–4 opening paragraphs. */
  paragraphs: string[];
  /** 1–3 sections. */
  sections: DemoBlogSection[];
};

/** A gift of the gift store: product-shaped, shown boxed first and then the piece itself. */
export type DemoGift = {
  name: string;
  slug: string;
  brand: string;
  description: string;
  points: string[];
  gender: Gender | 'unisex';
  /** whole rupees */
  price: number;
  /** 0–50 */
  discount: number;
  stock: number;
  colors: string[];
  sizes: string[];
  /** The card picture (the boxed gift), then the piece inside. */
  pictures: [DemoPiece, DemoPiece];
};
