/** Spec 4: the customer's token is kept in local storage under this key. */
export const TOKEN_STORAGE_KEY = 'customerToken';

/** Spec 4 and 9: a one-time password is valid for 120 seconds after it is sent. */
export const OTP_SECONDS = 120;

/** DESIGN.md (auth module): the one-time password has 6 digits. */
export const OTP_LENGTH = 6;

/** DECISIONS.md ('no password rules' fixed): a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 9: a success toast stays 2 s. */
export const TOAST_SUCCESS_MS = 2000;

/** Spec 9: an error toast stays 4 s. */
export const TOAST_ERROR_MS = 4000;

/** Spec 9: at most 20 toasts at once. */
export const TOAST_LIMIT = 20;

/** Spec 4 and 9: the home grid shows 20 products; each View More adds 20. */
export const HOME_GRID_FIRST = 20;
export const HOME_GRID_STEP = 20;

/** Spec 9: 'Product May You Like' shows at most 12 products on the home page. */
export const HOME_YOU_MAY_LIKE_LIMIT = 12;

/** Spec 4 and 9: the deals page shows 20 products; each View More adds 20. */
export const DEALS_FIRST = 20;
export const DEALS_STEP = 20;

/** Spec 9: the deals page lists products whose discount is at least 20 %. */
export const DEALS_MIN_DISCOUNT = 20;

/** Spec 2 and 9: a deal's label reads the discount plus 20, then '% OFF'. */
export const DEAL_LABEL_BONUS = 20;

/** Spec 4 and 9: the listing shows 10 products; each View More adds 20. */
export const LISTING_FIRST = 10;
export const LISTING_STEP = 20;

/** Spec 9: product names are cut to 5 words on grids, deals and the listing. */
export const GRID_NAME_WORDS = 5;

/** Spec 9: product names are cut to 4 words on sliders. */
export const SLIDER_NAME_WORDS = 4;

/** Spec 9: the hero slider moves every 2000 ms. */
export const HERO_AUTOPLAY_MS = 2000;

/** Spec 9 ('categories 2000/3000 ms'): the category slider moves every 2000 ms… */
export const CATEGORY_AUTOPLAY_MS = 2000;

/** …and the shop-by-category slider every 3000 ms. */
export const SHOP_BY_CATEGORY_AUTOPLAY_MS = 3000;

/** Spec 9: the popular and latest slider moves every 2000 ms. */
export const POPULAR_AUTOPLAY_MS = 2000;

/** Spec 9: the category slider shows 2 slides below 1024 px and 4 above. */
export const CATEGORY_SLIDES = { base: 2, lg: 4 } as const;

/** Spec 9: the shop-by-category slider shows 2 slides, 3 from 768 px and 5 from 1024 px. */
export const SHOP_BY_CATEGORY_SLIDES = { base: 2, md: 3, lg: 5 } as const;

/** Spec 2 gives the category and evil-eye grids no page size: they page like the home grid (spec 4), 20 + 20. */
export const CATEGORY_GRID_FIRST = 20;
export const CATEGORY_GRID_STEP = 20;

/** The live suggestions of spec 2 start once this many characters are typed… */
export const SUGGESTION_MIN_CHARS = 2;

/** …and wait this long after the last keystroke, so a word typed quickly asks the server once. */
export const SUGGESTION_DEBOUNCE_MS = 180;

/** Spec 2 and 9: the suggestion list scrolls within 300 px. */
export const SUGGESTION_LIST_HEIGHT_PX = 300;

/** The server reads at most 100 characters of a search (search-suggestions `q`). */
export const SEARCH_MAX_LENGTH = 100;

/** Spec 2 and 9: the cart dropdown shows up to 8 items… */
export const CART_DROPDOWN_ITEMS = 8;

/** …with names cut to 4 words. */
export const CART_DROPDOWN_NAME_WORDS = 4;

/** Spec 2 and 9: the product page shows the description's first 130 characters beside the pictures. */
export const SHORT_DESCRIPTION_CHARS = 130;

/** Spec 4 and 9: reviews come 5 to a page (the server's page size too). */
export const REVIEWS_PER_PAGE = 5;

/** Spec 2 and 9: the product page's 'Shop By Category' shows categories 3 to 10 (counting from 1). */
export const PRODUCT_PAGE_CATEGORIES = { from: 3, to: 10 } as const;

/** Spec 2 and 9: the product page's 'Product May You Like' shows products 8 to 12, five pieces. */
export const PRODUCT_PAGE_YOU_MAY_LIKE = { from: 8, to: 12 } as const;

/** Spec 9 and DECISIONS.md: standard shipping is free; orders are processed within 48 hours… */
export const ORDER_PROCESSING_HOURS = 48;

/** …and delivered in 5–7 business days. */
export const DELIVERY_BUSINESS_DAYS = { min: 5, max: 7 } as const;

/** Spec 4 and 9: the saved shipping address is kept in a cookie for 7 days. */
export const ADDRESS_COOKIE_DAYS = 7;

/** Spec 2 'Customer dashboard' and spec 4 'Orders': the My Orders filter, first 'all'. */
export const ORDER_STATUS_FILTERS = ['all', 'placed', 'pending', 'cancelled', 'warehouse'] as const;

/** Spec 2 and 9: the home page's blog teaser moves every 4000 ms… */
export const BLOG_AUTOPLAY_MS = 4000;

/** …shows 1 post, 3 from 768 px and 4 from 1024 px… */
export const BLOG_SLIDES = { base: 1, md: 3, lg: 4 } as const;

/** …and cuts each post's description to 20 words. */
export const BLOG_TEASER_WORDS = 20;

/** Spec 9: blog names are cut to 6 words (the sidebar's recent posts). */
export const BLOG_NAME_WORDS = 6;

/** Spec 9: a blog card shows the first paragraph; the post itself the first 3 before its sections. */
export const BLOG_LIST_PARAGRAPHS = 1;
export const BLOG_DETAIL_PARAGRAPHS = 3;

/** Spec 2 gives the blog list no page size: 6 posts, then 6 more per View More. */
export const BLOG_PAGE_SIZE = 6;

/** The blog sidebar's recent posts: the newest five. */
export const BLOG_RECENT_POSTS = 5;

/** The home page's blog teaser slides through the newest eight posts. */
export const BLOG_TEASER_POSTS = 8;

/** Spec 2 and 9: the blog sidebar shows categories 2 to 6 and products 3 to 6 (counting from 1)… */
export const SIDEBAR_CATEGORIES = { from: 2, to: 6 } as const;
export const SIDEBAR_PRODUCTS = { from: 3, to: 6 } as const;

/** …with product names cut to 4 words. */
export const SIDEBAR_NAME_WORDS = 4;

/** 'Recently Viewed Products' remembers the shopper's last pieces, as many as the fallback of products 3 to 6. */
export const RECENTLY_VIEWED_LIMIT = SIDEBAR_PRODUCTS.to - SIDEBAR_PRODUCTS.from + 1;

/** Spec 2: the gifts page opens with a row of four nose pins… */
export const GIFT_NOSE_PINS = 4;

/** …then the gifts, 20 and 20 more per View More (DECISIONS.md: View More adds 20). */
export const GIFTS_PAGE_SIZE = 20;

/** Spec 2 shows 8 review cards on /reviews: 8 at a time, 8 more per View More. */
export const LATEST_REVIEWS_PER_PAGE = 8;

/** Spec 1 and 9: the newsletter gives 10 % off a first purchase. */
export const NEWSLETTER_DISCOUNT_PERCENT = 10;

// Spec 9's return window, refund timing and missing-item hours are the server's (returns/return.policy.ts), read
// through useReturnPolicy (GET /api/returns/policy) wherever a page states them.

/** Spec 9: under 18 only with a parent; the terms were last updated July 23, 2024. */
export const ADULT_AGE = 18;
export const TERMS_UPDATED = 'July 23, 2024';
