import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { Transactions } from '../../database/transactions.js';
import { CouponService, type PrivateCouponTerms } from '../coupon/coupon.service.js';
import { MailService } from '../mail/mail.service.js';
import { newsletterWelcomeMail } from '../mail/templates.js';
import { contentErrors } from './content.errors.js';
import { incompleteLinkPage, unknownLinkPage, unsubscribedPage } from './newsletter-page.js';
import { NewsletterRepository } from './newsletter.repository.js';

/** The first-purchase coupon of spec 1 and DECISIONS.md: 10 % off, no minimum, once, for 90 days, only for the address's account. */
export const WELCOME_COUPON: PrivateCouponTerms = { prefix: 'WELCOME-', discount: 10, minOrderPaise: 0, userLimit: 1, validDays: 90 };

/** Where the link of every newsletter mail leads (under the API's /api prefix). */
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Your 10% coupon is on its way to your inbox.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed.';
export const RESUBSCRIBED_MESSAGE = 'Welcome back! You are subscribed to our newsletter again.';

export type SubscribeOutcome = { created: boolean; message: string };
export type UnsubscribePage = { status: 200 | 400 | 404; html: string };

/** The footer's newsletter: sign-up with a one-time coupon mailed once per address, unsubscribe links. */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly transactions: Transactions,
    private readonly subscribers: NewsletterRepository,
    private readonly coupons: CouponService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  /**
   * Subscribes an address. The first time, one transaction keeps the address, makes its private coupon and mails it:
   * when the mail cannot be sent nothing is kept, so signing up again later still brings the coupon. A second
   * sign-up of the same address (any case), even at the same moment, waits on the unique index and finds it there:
   * no second coupon, no second mail. An address that had unsubscribed is subscribed again, without a new coupon.
   */
  async subscribe(email: string): Promise<SubscribeOutcome> {
    const address = email.trim().toLowerCase();
    return this.transactions.run(async (manager) => {
      const subscriber = await this.subscribers.insertIfNew(manager, address, randomBytes(32).toString('base64url'));
      if (!subscriber) {
        const resubscribed = await this.subscribers.resubscribe(manager, address);
        return { created: false, message: resubscribed ? RESUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
      }
      const coupon = await this.coupons.createPrivate(manager, address, WELCOME_COUPON);
      await this.subscribers.setCoupon(manager, subscriber.id, coupon.id);
      const mail = newsletterWelcomeMail({
        to: address,
        code: coupon.code,
        discount: coupon.discount,
        expiresAt: coupon.expiresAt ?? new Date(),
        shopUrl: this.config.publicUrl,
        unsubscribeUrl: this.unsubscribeUrl(subscriber.unsubscribe_token),
      });
      try {
        await this.mail.send(mail);
      } catch (error) {
        // Thrown inside the transaction: the address and its coupon are not kept.
        this.logger.warn(`newsletter coupon mail not sent: ${error instanceof Error ? error.message : String(error)}`);
        throw contentErrors.welcomeMailNotSent();
      }
      this.logger.log(`subscribed a new address; coupon ${coupon.code} mailed`);
      return { created: true, message: SUBSCRIBED_MESSAGE };
    });
  }

  /** The unsubscribe link's page: unsubscribes the address of the token (again and again, the same answer). */
  async unsubscribe(token: string | undefined): Promise<UnsubscribePage> {
    const shopUrl = this.config.publicUrl;
    if (!token) return { status: 400, html: incompleteLinkPage(shopUrl) };
    const email = await this.subscribers.unsubscribe(token);
    if (email === undefined) return { status: 404, html: unknownLinkPage(shopUrl) };
    return { status: 200, html: unsubscribedPage(email, shopUrl) };
  }

  /** How many addresses receive the newsletter now. */
  countSubscribed(): Promise<number> {
    return this.subscribers.countSubscribed();
  }

  unsubscribeUrl(token: string): string {
    return `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  }
}
