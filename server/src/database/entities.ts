import { Address } from '../modules/address/entities/address.entity.js';
import { CartLine } from '../modules/cart/entities/cart-line.entity.js';
import { Category } from '../modules/catalog/entities/category.entity.js';
import { Product } from '../modules/catalog/entities/product.entity.js';
import { Banner } from '../modules/content/entities/banner.entity.js';
import { Blog } from '../modules/content/entities/blog.entity.js';
import { NewsletterSubscriber } from '../modules/content/entities/newsletter-subscriber.entity.js';
import { CouponRedemption } from '../modules/coupon/entities/coupon-redemption.entity.js';
import { Coupon } from '../modules/coupon/entities/coupon.entity.js';
import { OrderLine } from '../modules/order/entities/order-line.entity.js';
import { Order } from '../modules/order/entities/order.entity.js';
import { Payment } from '../modules/payment/entities/payment.entity.js';
import { SandboxGatewayOrder } from '../modules/payment/entities/sandbox-gateway-order.entity.js';
import { PasswordReset } from '../modules/auth/entities/password-reset.entity.js';
import { Session } from '../modules/auth/entities/session.entity.js';
import { User } from '../modules/auth/entities/user.entity.js';
import { Review } from '../modules/review/entities/review.entity.js';
import { Upload } from '../modules/storage/entities/upload.entity.js';
import { WishlistItem } from '../modules/wishlist/entities/wishlist-item.entity.js';

/** Every entity; shared by the app, the migration CLI and the tests. */
export const entities = [User, PasswordReset, Category, Product, Review, Banner, Coupon, WishlistItem, CartLine, Address, Order, OrderLine, CouponRedemption, Payment, SandboxGatewayOrder, Blog, NewsletterSubscriber, Session, Upload];
