import { AppError, commonErrors, invalidField } from '../../common/errors/app-error.js';

export const ContentErrorCode = {
  BannerNotFound: 'BANNER_NOT_FOUND',
  BlogNotFound: 'BLOG_NOT_FOUND',
  BlogSlugTaken: 'BLOG_SLUG_TAKEN',
  SubscriberNotFound: 'SUBSCRIBER_NOT_FOUND',
  MailNotSent: 'MAIL_NOT_SENT',
} as const;


export const contentErrors = {
  bannerNotFound: () => new AppError('not_found', ContentErrorCode.BannerNotFound, 'This banner does not exist.'),
  /** A refused file among several, named so staff know which one to replace. */
  fileRefused: (fileName: string, cause: AppError) =>
    new AppError(cause.kind, cause.code, `${fileName.slice(0, 100)}: ${cause.message}`, cause.headers, cause.details),
  blogNotFound: () => new AppError('not_found', ContentErrorCode.BlogNotFound, 'This blog post does not exist.'),
  blogSlugTaken: (slug: string) => new AppError('conflict', ContentErrorCode.BlogSlugTaken, `Another blog post already has the slug "${slug}".`),
  tooManyBlogImages: (max: number) => invalidField('images', `images takes at most ${max} pictures in all, files and URLs together`),
  sectionImagesUnplaced: (files: number, open: number) =>
    invalidField(
      'sectionImages',
      `sectionImages has ${files} picture${files === 1 ? '' : 's'} but only ${open} section${open === 1 ? '' : 's'} of additionalDescription ${open === 1 ? 'has' : 'have'} image '' to take one`,
    ),
  subscriberNotFound: () => new AppError('not_found', ContentErrorCode.SubscriberNotFound, 'This subscriber does not exist.'),
  /** The coupon mail could not be handed to the mail server; nothing was kept, so trying again works. */
  welcomeMailNotSent: () =>
    new AppError('bad_gateway', ContentErrorCode.MailNotSent, 'We could not send your coupon e-mail just now. Please try again in a few minutes.'),
  newsletterRateLimited: (retryAfterSeconds: number) =>
    commonErrors.rateLimited(retryAfterSeconds, 'Too many newsletter sign-ups from your network. Please wait a minute and try again.'),
};
