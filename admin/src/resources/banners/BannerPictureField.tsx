import { useRecordContext } from 'react-admin';
import type { Banner } from './types';

export type BannerPictureFieldProps = { width: number };

/** The banner's picture at the given display width, with the stored sizes offered to the browser. */
export const BannerPictureField = ({ width }: BannerPictureFieldProps) => {
  const banner = useRecordContext<Banner>();
  if (!banner) return null;
  return (
    <img
      src={banner.url}
      srcSet={banner.srcset || undefined}
      sizes={`${width}px`}
      alt={banner.alt || `Banner of ${banner.category}`}
      width={width}
      style={{ display: 'block', height: 'auto', maxHeight: width / 2, objectFit: 'cover', borderRadius: 4 }}
    />
  );
};
