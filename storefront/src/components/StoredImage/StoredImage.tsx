import type { ComponentProps } from 'react';
import type { Banner } from '../../features/content/api';
import { srcSetOf } from '../../lib/srcset';

/** Pictures are stored 640 px square unless told (DESIGN.md, storage module); banners pass 1600 × 600. */
const STORED_SIDE = 640;

export type StoredImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string;
  /** Below the first screen: fetched when scrolled near and decoded off the main thread. */
  lazy?: boolean;
};

/** A picture the server stored in several widths, with the srcset that lets the browser pick one. */
export function StoredImage({ src, lazy = false, width = STORED_SIDE, height = width, ...rest }: StoredImageProps) {
  return (
    <img
      src={src}
      srcSet={srcSetOf(src)}
      width={width}
      height={height}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
      {...rest}
    />
  );
}

export type BannerImageProps = {
  banner: Pick<Banner, 'url' | 'srcset' | 'alt'>;
  className: string;
  sizes: string;
  /** On the first screen: fetched at once and before the page's other pictures, not when scrolled near. */
  firstScreen?: boolean;
};

/** A 1600 × 600 banner (below the first screen unless told), with the srcset the server stored for it, else the one its url implies. */
export function BannerImage({ banner, className, sizes, firstScreen = false }: BannerImageProps) {
  return (
    <img
      className={className}
      src={banner.url}
      srcSet={banner.srcset === '' ? srcSetOf(banner.url) : banner.srcset}
      sizes={sizes}
      width={1600}
      height={600}
      alt={banner.alt}
      {...(firstScreen ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
    />
  );
}

export type ThumbProps = {
  /** The picture's url; none (or empty) shows the placeholder. */
  image: string | undefined;
  /** The thumbnail's side in CSS pixels. */
  side: number;
  className: string;
  /** The placeholder's extra class, beside className. */
  emptyClassName?: string;
  lazy?: boolean;
};

/** A square, decorative thumbnail of a line (cart, order, wishlist, suggestion), or its placeholder when it has none. */
export function Thumb({ image, side, className, emptyClassName, lazy = false }: ThumbProps) {
  if (!image) {
    return <span className={emptyClassName === undefined ? className : `${className} ${emptyClassName}`} aria-hidden="true" />;
  }
  return (
    <StoredImage
      className={className}
      src={image}
      sizes={`${side}px`}
      width={side}
      alt=""
      lazy={lazy}
      decoding="async"
    />
  );
}
