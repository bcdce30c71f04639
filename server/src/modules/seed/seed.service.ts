import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { toPaise } from '../../common/money.js';
import { BLOG_IMAGE_FOLDER } from '../content/blog.rules.js';
import { GIFT_IMAGE_FOLDER, GIFTS_CATEGORY } from '../gift/gift.rules.js';
import { InvoiceRepository } from '../invoice/invoice.repository.js';
import { InvoiceService } from '../invoice/invoice.service.js';
import { shopIdentity } from '../invoice/shop-identity.js';
import { StorageService } from '../storage/storage.service.js';
import {
  demoBanners,
  demoBlogs,
  demoCategories,
  demoCoupons,
  demoGifts,
  demoProducts,
  demoReviews,
  GIFT_CATEGORY_KIND,
  MAIN_SHOP,
  SECOND_SHOP,
} from './data/index.js';
import { drawBanner, drawCategoryTile, drawJewellery } from './pictures/draw.js';
import {
  BANNER_COPY,
  demoCustomerEmail,
  demoSellerEmail,
  interleaveByCategory,
  pictureName,
  placeReviews,
  productCreatedAt,
  reviewCreatedAt,
  seedOf,
} from './seed-plan.js';
import { insertDemoOrders } from './seed-orders.js';
import { DeliveryRepository } from '../delivery/delivery.repository.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import { DEMO_EXCHANGE_RATES, DEMO_RATES, type DemoComposition, demoComposition } from './seed-composition.js';
import { currentRates } from '../pricing/metal-rate.repository.js';
import { makingOf, type MetalRates } from '../pricing/product-pricing.js';
import { rateLinkedPrice } from '../pricing/price.js';
import { keyOf, type PictureJob, SeedPictures } from './seed-pictures.js';
import { SEED_STARTING, SEED_WAITING, type SeedProgress, type SeedReporter } from './seed-progress.js';
import {
  accountsByEmail,
  advisoryUnlock,
  catalogueEmpty,
  firstAdmin,
  insertAccountsIfNew,
  insertBanners,
  insertBlogs,
  insertCategories,
  insertCouponsIfNew,
  insertProducts,
  insertExchangeRatesIfUnset,
  insertRatesIfUnset,
  insertReviews,
  refreshRatings,
  tryAdvisoryLock,
} from './seed.repository.js';

// Shared by every replica (and `npm run seed`): only one loads the demo shop.
const SEED_LOCK_KEY = 7_311_003;
// How often a process waiting for another's seed asks for the lock again (asking, not blocking, lets it stop meanwhile).
const LOCK_RETRY_MS = 500;

const DAY_MS = 24 * 3600 * 1000;

/** The views drawn for every product: the card picture and the close-up shown on hover. */
const PRODUCT_VIEWS = ['front', 'detail'] as const;

/** A gift's two pictures: the boxed gift (its card picture) and the piece inside, shown on hover. */
const GIFT_VIEWS = ['front', 'piece'] as const;

/** Drawn pictures shared by every DATA_DIR of this checkout (a tool cache, where npm and Vite keep theirs). */
export function seedPictureCacheDir(rootDir: string): string {
  return path.join(rootDir, 'node_modules', '.cache', 'sona-seed-pictures');
}

export type SeedReport = {
  categories: number;
  products: number;
  pictures: number;
  /** Pictures drawn now; the others were reused from an earlier seed on the same DATA_DIR. */
  rendered: number;
  customers: number;
  reviews: number;
  banners: number;
  coupons: number;
  blogs: number;
  gifts: number;
  /** Demo orders of the last 60 days (none when the shop already had orders). */
  orders: number;
  /** The GST invoices and credit notes of those orders. */
  invoices: number;
  creditNotes: number;
  milliseconds: number;
};

export type SeedOutcome = { seeded: true; report: SeedReport } | { seeded: false; reason: 'catalogue-not-empty' };

export type SeedOptions = {
  /** Told of each step's progress (seed-progress.ts). */
  report?: SeedReporter;
  /**
   * Stops the seed (the process is stopping): no new picture is started, nothing is committed, the lock is let go; the
   * promise rejects with the signal's reason. Pictures already stored are kept for the next attempt.
   */
  signal?: AbortSignal;
  /** The moment the demo shop is loaded at, which its dates (orders, invoices, reviews …) count back from: now unless a test says otherwise. */
  now?: Date;
};

/**
 * A demo piece's composition columns with its price: a rate-linked piece's at the shop's rate (near its demo price at the
 * demo rates), a fixed piece's its demo price. A piece whose purity has no rate stays at its demo price, fixed.
 */
function pricedComposition(composition: DemoComposition, demoPrice: number, rates: MetalRates): DemoComposition & { pricePaise: number } {
  const rate = composition.purity === null ? undefined : rates.get(composition.purity);
  if (composition.pricing !== 'rate_linked' || composition.purity === null || rate === undefined) {
    return { ...composition, pricing: 'fixed', pricePaise: toPaise(demoPrice) };
  }
  const making = makingOf(composition.makingKind, composition.makingValue);
  const { pricePaise } = rateLinkedPrice({ purity: composition.purity, netWeightMg: composition.netWeightMg, making, charges: composition.charges }, rate);
  return { ...composition, pricePaise };
}

/** A password hash no password matches: argon2 refuses to verify it, so nobody signs in as a demo account. */
const unusablePasswordHash = () => `!unusable:${randomBytes(24).toString('base64url')}`;

/** Loads the demo shop (spec: categories, products with pictures, reviews, banners, coupons, blogs, gifts) into an empty catalogue. */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');
  private progress: SeedProgress | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly invoices: InvoiceService,
    private readonly delivery: DeliveryService,
  ) {}

  /** Outside the app (`npm run seed`, tests): the service and what it uses, made from the configuration as the app makes them. */
  static standalone(dataSource: DataSource, config: RuntimeConfig): SeedService {
    const invoices = new InvoiceService(new InvoiceRepository(dataSource), shopIdentity(config.shop));
    return new SeedService(dataSource, new StorageService(config), config, invoices, new DeliveryService(new DeliveryRepository(dataSource)));
  }

  /** While the demo shop is being loaded (from the call of `seedIfEmpty` until it settles): how far it is. */
  seeding(): SeedProgress | undefined {
    return this.progress && { ...this.progress };
  }

  /** Whether a start should load the demo shop: SEED_DEMO is on and the catalogue is empty. */
  async wantedOnStart(): Promise<boolean> {
    return this.config.seedDemo && (await catalogueEmpty(this.dataSource.manager));
  }

  /** At start: seeds when SEED_DEMO is on and the catalogue is empty; undefined when it did nothing. */
  async seedOnStart(options: SeedOptions = {}): Promise<SeedReport | undefined> {
    if (!(await this.wantedOnStart())) return undefined;
    const outcome = await this.seedIfEmpty(options);
    return outcome.seeded ? outcome.report : undefined;
  }

  /**
   * Seeds when there are no categories and no products, under an advisory lock: replicas starting together
   * wait for the first, then find the catalogue full and do nothing. `seeding()` answers from this call on.
   */
  seedIfEmpty(options: SeedOptions = {}): Promise<SeedOutcome> {
    const report: SeedReporter = (step, done, total) => {
      this.progress = { step, done, total };
      options.report?.(step, done, total);
    };
    report(SEED_STARTING, 0, 0);
    return this.seedUnderLock(report, options.signal, options.now).finally(() => {
      this.progress = undefined;
    });
  }

  private async seedUnderLock(report: SeedReporter, signal: AbortSignal | undefined, now: Date | undefined): Promise<SeedOutcome> {
    const started = Date.now();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      while (!(await tryAdvisoryLock(runner, SEED_LOCK_KEY))) {
        report(SEED_WAITING, 0, 0);
        await sleep(LOCK_RETRY_MS);
        signal?.throwIfAborted();
      }
      try {
        signal?.throwIfAborted();
        if (!(await catalogueEmpty(runner.manager))) return { seeded: false, reason: 'catalogue-not-empty' };
        this.logger.log('The catalogue is empty: loading the demo shop (pictures are drawn once per machine).');
        const pictures = await new SeedPictures(this.storage, seedPictureCacheDir(this.config.rootDir)).produce(this.pictureJobs(), {
          signal,
          onProgress: (done, total) => report('pictures', done, total),
        });
        signal?.throwIfAborted();
        await runner.startTransaction();
        try {
          // Checked again: a replica already serving could have taken a staff member's first category meanwhile.
          if (!(await catalogueEmpty(runner.manager))) {
            await runner.rollbackTransaction();
            return { seeded: false, reason: 'catalogue-not-empty' };
          }
          const counts = await this.insertAll(runner.manager, pictures.urls, report, now ?? new Date());
          // Stopping now leaves the catalogue empty, as it was, rather than loaded by a process that is going away.
          signal?.throwIfAborted();
          await runner.commitTransaction();
          return {
            seeded: true,
            report: { ...counts, pictures: pictures.urls.size, rendered: pictures.rendered, milliseconds: Date.now() - started },
          };
        } catch (error) {
          await runner.rollbackTransaction();
          throw error;
        }
      } finally {
        await advisoryUnlock(runner, SEED_LOCK_KEY);
      }
    } finally {
      await runner.release();
    }
  }

  private pictureJobs(): PictureJob[] {
    const products = demoProducts.flatMap((product) =>
      PRODUCT_VIEWS.map((view) => ({
        folder: 'products',
        name: pictureName(product.slug, view),
        svg: () => drawJewellery({ kind: product.kind, metal: product.metal, stone: product.stone, seed: seedOf(product.slug), view }),
      })),
    );
    const categories = demoCategories.map((category, index) => ({
      folder: 'categories',
      name: pictureName(category.slug),
      svg: () => drawCategoryTile(category.kind, index + 1),
    }));
    const banners = this.bannerPlan().map((banner) => ({
      folder: 'banners',
      name: banner.picture,
      svg: () => drawBanner(banner.theme, banner.position + 1),
    }));
    const giftsTile = { folder: 'categories', name: pictureName(GIFTS_CATEGORY.slug), svg: () => drawCategoryTile(GIFT_CATEGORY_KIND, demoCategories.length + 1) };
    const gifts = demoGifts.flatMap((gift) =>
      GIFT_VIEWS.map((view, index) => ({
        folder: GIFT_IMAGE_FOLDER,
        name: pictureName(gift.slug, view),
        svg: () => drawJewellery({ ...gift.pictures[index], seed: seedOf(`${gift.slug}:${view}`), view: 'front' }),
      })),
    );
    // A post's cover is a 'blog' banner; each of its sections shows a close-up of a piece.
    const blogs = demoBlogs.flatMap((blog, index) => [
      { folder: BLOG_IMAGE_FOLDER, name: pictureName(blog.slug, 'cover'), svg: () => drawBanner('blog', index + 1) },
      ...blog.sections.map((section, n) => ({
        folder: BLOG_IMAGE_FOLDER,
        name: pictureName(blog.slug, `section-${n + 1}`),
        svg: () => drawJewellery({ ...section.piece, seed: seedOf(`${blog.slug}#${n + 1}`), view: 'detail' }),
      })),
    ]);
    return [...products, ...categories, ...banners, giftsTile, ...gifts, ...blogs];
  }

  /** Each demo banner with its position within its category and the stable picture name that follows. */
  private bannerPlan() {
    const seen = new Map<string, number>();
    return demoBanners.map((banner) => {
      const position = seen.get(banner.category) ?? 0;
      seen.set(banner.category, position + 1);
      return { ...banner, position, picture: `${banner.theme}-${position + 1}` };
    });
  }

  /** Every row in a handful of bulk statements, inside the caller's transaction; each reported as it is in. */
  private async insertAll(
    manager: EntityManager,
    urls: Map<string, string>,
    report: SeedReporter,
    now: Date,
  ): Promise<Omit<SeedReport, 'pictures' | 'rendered' | 'milliseconds'>> {
    const url = (folder: string, name: string) => {
      const found = urls.get(keyOf({ folder, name }));
      if (!found) throw new Error(`The seed picture ${folder}/${name} was not produced.`);
      return found;
    };

    const categoryIds = await insertCategories(manager, [
      ...demoCategories.map((category, index) => ({ name: category.name, slug: category.slug, image: url('categories', pictureName(category.slug)), position: index + 1 })),
      // The gift store's category, last, as the gift module would make it on first use.
      { name: GIFTS_CATEGORY.name, slug: GIFTS_CATEGORY.slug, image: url('categories', pictureName(GIFTS_CATEGORY.slug)), position: demoCategories.length + 1 },
    ]);
    report('categories', categoryIds.size, categoryIds.size);

    // Demo accounts: the second shop's seller and the customers who wrote the reviews. ON CONFLICT DO NOTHING
    // keeps accounts left from an earlier seed (the catalogue may have been emptied since).
    const sellerEmail = demoSellerEmail(SECOND_SHOP);
    const customerEmails = demoReviews.map((review, index) => demoCustomerEmail(review.name, index));
    const customerSince = new Date(now.getTime() - 230 * DAY_MS);
    await insertAccountsIfNew(manager, [
      { name: SECOND_SHOP, email: sellerEmail, phone: '', passwordHash: unusablePasswordHash(), role: 'seller' as const, createdAt: customerSince },
      ...demoReviews.map((review, index) => ({
        name: review.name,
        email: customerEmails[index],
        phone: '',
        passwordHash: unusablePasswordHash(),
        role: 'customer' as const,
        createdAt: new Date(customerSince.getTime() + index * 3600 * 1000),
      })),
    ]);
    const accounts = await accountsByEmail(manager, [sellerEmail, ...customerEmails]);
    const accountId = new Map(accounts.map((row) => [`${row.role}:${row.email}`, row.id]));
    // An address taken by someone else's account (not a seller) leaves the shop without an owner rather than handing it over.
    const sellerId = accountId.get(`seller:${sellerEmail}`) ?? null;

    // The main shop is the house itself, run by the staff: its products have no seller (seller_id null), so
    // admins manage them and no seller account sees or edits them; shop_name still names it on the storefront.
    // The second shop is a marketplace seller whose account owns its products.
    // Today's demo rates (a rate staff set already is kept), then every piece priced at the rates the shop has.
    const rateSetter = await firstAdmin(manager);
    await insertRatesIfUnset(manager, Object.entries(DEMO_RATES), rateSetter);
    await insertExchangeRatesIfUnset(manager, Object.entries(DEMO_EXCHANGE_RATES), rateSetter);
    const rates = await currentRates(manager);
    const huids = new Set<string>();
    const order = interleaveByCategory(demoProducts, demoCategories);
    const createdAt = new Map(order.map((productIndex, rank) => [productIndex, productCreatedAt(rank, order.length, now)]));
    const productIds = await insertProducts(
      manager,
      demoProducts.map((product, index) => {
        const categoryId = categoryIds.get(product.category);
        if (!categoryId) throw new Error(`The demo product ${product.slug} names an unknown category ${product.category}.`);
        const created = createdAt.get(index) ?? now;
        return {
          name: product.name,
          slug: product.slug,
          categoryId,
          brand: product.brand,
          description: product.description,
          points: product.points,
          gender: product.gender,
          ...pricedComposition(demoComposition(product, huids), product.price, rates),
          discount: product.discount,
          stock: product.stock,
          images: PRODUCT_VIEWS.map((view) => url('products', pictureName(product.slug, view))),
          colors: product.colors,
          sizes: product.sizes,
          sellerId: product.shopName === MAIN_SHOP ? null : sellerId,
          shopName: product.shopName,
          nonReturnable: product.nonReturnable ?? null,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );
    report('products', productIds.length, productIds.length);

    const placements = placeReviews(order, demoReviews);
    await insertReviews(
      manager,
      placements.map(({ product, review }) => {
        const author = accountId.get(`customer:${customerEmails[review]}`) ?? null;
        return {
          productId: productIds[product],
          userId: author,
          name: demoReviews[review].name,
          review: demoReviews[review].review,
          rating: demoReviews[review].rating,
          hidden: false,
          createdAt: reviewCreatedAt(createdAt.get(product) ?? now, review, now),
        };
      }),
    );
    await refreshRatings(manager);
    report('reviews', placements.length, placements.length);

    const banners = this.bannerPlan();
    await insertBanners(
      manager,
      banners.map((banner) => {
        const copy = BANNER_COPY[banner.theme];
        return {
          category: banner.category,
          url: url('banners', banner.picture),
          alt: copy.alt,
          link: copy.links[banner.position % copy.links.length],
          position: banner.position,
        };
      }),
    );
    report('banners', banners.length, banners.length);

    // A code staff already created is kept as they made it.
    const coupons = await insertCouponsIfNew(
      manager,
      demoCoupons.map((coupon) => ({
        code: coupon.name.toUpperCase(),
        discount: coupon.discount,
        minOrderPaise: toPaise(coupon.price),
        userLimit: coupon.userlimit,
        expiresAt: coupon.expiresInDays === undefined ? null : new Date(now.getTime() + coupon.expiresInDays * DAY_MS),
        createdAt: new Date(now.getTime() - coupon.startedDaysAgo * DAY_MS),
        updatedAt: new Date(now.getTime() - coupon.startedDaysAgo * DAY_MS),
      })),
    );
    report('coupons', demoCoupons.length, demoCoupons.length);

    // Gifts are products flagged is_gift in the Gifts category, of the house shop, added over the last two months.
    const giftsCategoryId = categoryIds.get(GIFTS_CATEGORY.slug);
    if (!giftsCategoryId) throw new Error('The Gifts category was not inserted.');
    const giftIds = await insertProducts(
      manager,
      demoGifts.map((gift, index) => {
        const created = new Date(now.getTime() - (index * 4 + 1) * DAY_MS);
        return {
          name: gift.name,
          slug: gift.slug,
          categoryId: giftsCategoryId,
          brand: gift.brand,
          description: gift.description,
          points: gift.points,
          gender: gift.gender,
          ...pricedComposition(demoComposition({ ...gift, kind: 'gift-box' }, huids, true), gift.price, rates),
          discount: gift.discount,
          stock: gift.stock,
          images: GIFT_VIEWS.map((view) => url(GIFT_IMAGE_FOLDER, pictureName(gift.slug, view))),
          colors: gift.colors,
          sizes: gift.sizes,
          sellerId: null,
          shopName: MAIN_SHOP,
          isGift: true,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );
    report('gifts', demoGifts.length, demoGifts.length);

    const blogs = await insertBlogs(
      manager,
      demoBlogs.map((blog) => {
        const published = new Date(now.getTime() - blog.daysAgo * DAY_MS);
        return {
          name: blog.name,
          slug: blog.slug,
          images: [url(BLOG_IMAGE_FOLDER, pictureName(blog.slug, 'cover'))],
          description: blog.paragraphs,
          additionalDescription: blog.sections.map((section, n) => ({
            heading: section.heading,
            image: url(BLOG_IMAGE_FOLDER, pictureName(blog.slug, `section-${n + 1}`)),
            description: section.text,
          })),
          createdAt: published,
          updatedAt: published,
        };
      }),
    );
    report('journal posts', demoBlogs.length, demoBlogs.length);

    const { orders, invoices, creditNotes } = await insertDemoOrders(manager, {
      now,
      publicUrl: this.config.publicUrl,
      customers: demoReviews.flatMap((review, index) => {
        const id = accountId.get(`customer:${customerEmails[index]}`);
        return id ? [{ id, reviewer: review.name }] : [];
      }),
      productIds,
      invoices: this.invoices,
      delivery: this.delivery,
    });
    report('orders', orders, orders);

    return {
      categories: categoryIds.size,
      products: productIds.length,
      customers: customerEmails.length,
      reviews: placements.length,
      banners: banners.length,
      coupons,
      blogs,
      gifts: giftIds.length,
      orders,
      invoices,
      creditNotes,
    };
  }
}
