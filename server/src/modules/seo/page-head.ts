import type { BlogDto } from '../content/dto/blog.response.dto.js';
import { srcsetOf } from '../storage/storage.service.js';
import type { CategoryDto, ProductDto } from '../catalog/dto/catalog.response.dto.js';
import { escapeHtml } from '../../common/html.js';
import { HOUSE_SHOP_NAME } from '../../common/shop.js';

/**
 * The part of storefront/index.html a page replaces with its own tags: the shop's default description and title
 * sit between these markers, which Vite's build keeps as they are.
 */
export const HEAD_START = '<!--page-head-->';
export const HEAD_END = '<!--/page-head-->';

/**
 * The main picture's `sizes` on the product page (storefront/src/pages/product/ProductGallery.tsx, MAIN_SIZES).
 * The browser reuses a preloaded responsive picture only when its srcset and sizes match the <img>'s exactly.
 */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1216px) 560px, (min-width: 768px) 46vw, 100vw';

/**
 * The `sizes` of a product card's picture in the category page's four-column grid
 * (storefront/src/components/ProductGrid/ProductGrid.tsx, IMAGE_SIZES.four).
 */
export const CATEGORY_GRID_IMAGE_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, 46vw';

/** The `sizes` of a journal post's cover (storefront/src/pages/blog-detail/BlogDetailPage.tsx). */
export const BLOG_COVER_SIZES = '(min-width: 1216px) 780px, (min-width: 960px) 60vw, 100vw';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;
/** The storefront's category banner sentence (storefront/src/pages/category/CategoryPage.tsx). */
const CATEGORY_LEAD = 'Handcrafted in our Sanganer workshop, hallmarked where it matters, shipped free across India.';

/**
 * A JSON-LD block. JSON.stringify leaves '<' as it is, so '</script>' inside a name would end the block: '<', '>'
 * and '&' become \u escapes (still the same JSON), and so do U+2028/U+2029.
 */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/** JSON that cannot end the <script> element holding it (see jsonLdScript). */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The id of the element holding the API answers a page sends along (storefront/src/api/preloaded.ts reads it). */
export const PRELOADED_ANSWERS_ID = 'shop-preloaded';

/**
 * API answers sent with the page, by the path and query the storefront will ask them at (as it writes them), so that
 * its first request for each is answered without a round trip to the server.
 */
export function preloadedAnswers(answers: Record<string, unknown>): string {
  return `<script type="application/json" id="${PRELOADED_ANSWERS_ID}">${scriptJson(answers)}</script>`;
}

/** Whitespace made single spaces, cut at a word to at most `length` characters with an ellipsis. */
export function summarise(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A picture's address for other sites: relative URLs resolved against PUBLIC_URL. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return new URL(url, `${publicUrl}/`).toString();
}

/** The largest stored width of a picture (…-1280.webp) for link previews; other URLs as they are. */
function largestVersion(url: string): string {
  return srcsetOf(url) === '' ? url : url.replace(/-(?:320|640)\.webp$/, '-1280.webp');
}

/**
 * A preload of the picture the page shows at the top, with the srcset and sizes of its <img>, so that it downloads
 * while the page's code does instead of after it. At the default priority, not fetchpriority="high": the page is
 * drawn by that code, so a picture competing with it for a slow connection arrives no sooner on screen (Lighthouse
 * mobile, product page: LCP about 3.6 s with high priority, 3.2 s without, 3.5 s with no preload).
 */
function imagePreload(url: string, sizes: string): string {
  const srcset = srcsetOf(url);
  return srcset === ''
    ? `<link rel="preload" as="image" href="${escapeHtml(url)}" />`
    : `<link rel="preload" as="image" href="${escapeHtml(url)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" />`;
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;

type Common = { title: string; description: string; canonical: string; type: 'product' | 'website' | 'article'; image: string | undefined };

/** Title, description, canonical link, Open Graph and Twitter card tags. */
function commonTags({ title, description, canonical, type, image }: Common): string[] {
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    property('og:site_name', HOUSE_SHOP_NAME),
    property('og:locale', 'en_IN'),
    property('og:type', type),
    property('og:title', title),
    property('og:description', description),
    property('og:url', canonical),
    ...(image === undefined ? [] : [property('og:image', image)]),
    meta('twitter:card', image === undefined ? 'summary' : 'summary_large_image'),
  ];
}

/**
 * The head of /product/details/{slug}: the page's title, description, canonical address, Open Graph tags, a JSON-LD
 * Product and a preload of the main picture with the same srcset and sizes as the page's <img>, so that the
 * picture is on its way while the page's code still downloads.
 */
export function productHead(product: ProductDto, publicUrl: string): string {
  const canonical = `${publicUrl}/product/details/${encodeURIComponent(product.slug)}`;
  const title = `${product.name} | ${HOUSE_SHOP_NAME}`;
  const description = summarise(product.description === '' ? product.name : product.description);
  const main = product.images[0];
  const availability = product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const tags = commonTags({ title, description, canonical, type: 'product', image: main === undefined ? undefined : absoluteUrl(largestVersion(main), publicUrl) });
  tags.push(property('product:price:amount', String(product.salePrice)), property('product:price:currency', 'INR'));
  if (main !== undefined) tags.push(imagePreload(main, PRODUCT_IMAGE_SIZES));
  tags.push(
    jsonLdScript({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.images.map((image) => absoluteUrl(image, publicUrl)),
      sku: product.slug,
      url: canonical,
      category: product.category,
      ...(product.brand === '' ? {} : { brand: { '@type': 'Brand', name: product.brand } }),
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: product.salePrice,
        priceCurrency: 'INR',
        availability,
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: product.shopName },
      },
      ...(product.reviewCount > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 } }
        : {}),
    }),
  );
  return tags.join('\n    ');
}

/**
 * The head of /category-data/{slug}: title, description, canonical address and Open Graph tags, and with
 * `firstPicture` (the first card's picture, when known) its preload.
 */
export function categoryHead(category: CategoryDto, publicUrl: string, firstPicture?: string): string {
  const tags = commonTags({
    title: `${category.name} | ${HOUSE_SHOP_NAME}`,
    description: `${category.name} from ${HOUSE_SHOP_NAME}. ${CATEGORY_LEAD}`,
    canonical: `${publicUrl}/category-data/${encodeURIComponent(category.slug)}`,
    type: 'website',
    image: category.image === '' ? undefined : absoluteUrl(largestVersion(category.image), publicUrl),
  });
  if (firstPicture !== undefined) tags.push(imagePreload(firstPicture, CATEGORY_GRID_IMAGE_SIZES));
  return tags.join('\n    ');
}

/** A journal post as its head needs it: the storefront's fields and, when known, when it last changed. */
export type BlogHeadPost = BlogDto & { updatedAt?: Date };

/**
 * The head of /blogdetail/{slug}: title, description (the first paragraph with words, as the page's own <meta>),
 * canonical address (the post's slug, also when it was asked for by id), Open Graph article tags, a JSON-LD
 * BlogPosting and a preload of the cover with the srcset and sizes of the page's <img>.
 */
export function blogHead(post: BlogHeadPost, publicUrl: string): string {
  const canonical = `${publicUrl}/blogdetail/${encodeURIComponent(post.slug)}`;
  const title = `${post.name} | ${HOUSE_SHOP_NAME}`;
  const lead = post.description.find((paragraph) => paragraph.trim() !== '');
  const description = summarise(lead ?? post.name);
  const cover = post.images[0];
  const published = post.createdAt.toISOString();
  const modified = (post.updatedAt ?? post.createdAt).toISOString();
  const tags = commonTags({ title, description, canonical, type: 'article', image: cover === undefined ? undefined : absoluteUrl(largestVersion(cover), publicUrl) });
  tags.push(property('article:published_time', published), property('article:modified_time', modified));
  if (cover !== undefined) tags.push(imagePreload(cover, BLOG_COVER_SIZES));
  tags.push(
    jsonLdScript({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.name,
      description,
      ...(post.images.length === 0 ? {} : { image: post.images.map((image) => absoluteUrl(largestVersion(image), publicUrl)) }),
      datePublished: published,
      dateModified: modified,
      url: canonical,
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      author: { '@type': 'Organization', name: HOUSE_SHOP_NAME, url: `${publicUrl}/` },
      publisher: { '@type': 'Organization', name: HOUSE_SHOP_NAME, url: `${publicUrl}/` },
    }),
  );
  return tags.join('\n    ');
}

/** index.html with a page's own tags in place of the default block (or before </head> when it has no markers). */
export function injectHead(html: string, tags: string): string {
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END, start);
  if (start === -1 || end === -1) return html.replace('</head>', () => `  ${tags}\n  </head>`);
  return `${html.slice(0, start)}${tags}${html.slice(end + HEAD_END.length)}`;
}
