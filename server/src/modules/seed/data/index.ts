export type * from './types.js';
export { demoCategories } from './categories.js';
export { demoProducts, JEWELLER_COLOURS, SIZE_SETS, MAIN_SHOP, SECOND_SHOP } from './products.js';
export { demoReviews } from './reviews.js';
export { demoBanners, BANNER_THEMES } from './banners.js';
export { demoCoupons } from './coupons.js';
export { demoAddresses } from './addresses.js';
export { demoBlogs } from './blogs.js';
export { demoGifts, GIFT_CATEGORY_KIND } from './gifts.js';
