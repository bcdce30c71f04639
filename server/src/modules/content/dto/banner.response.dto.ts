import { readOnlyFields } from '../../../common/http/read-only.js';
import { srcsetOf } from '../../storage/storage.service.js';
import type { Banner, BannerCategory } from '../entities/banner.entity.js';
import type { UpdateBannerDto } from './update-banner.dto.js';

/** A banner as the storefront shows it (spec 3 'Banner'). */
export class BannerDto {
  _id: string;
  /** 'Home Page', 'fastivle', 'Evil Eye Elegance' or "Baby's Evil Eye Charms". */
  category: BannerCategory;
  /** The 640 px WebP picture. */
  url: string;
  /** The 320, 640 and 1280 px versions for `<img srcset>`; '' for a picture not stored by this shop. */
  srcset: string;
  /** Alt text. */
  alt: string;
  /** Where a click leads on the storefront; '' for nowhere. */
  link: string;
}

export class UploadBannersResponseDto {
  /** 'Banners uploaded' */
  message: string;
  uploadedBanners: BannerDto[];
}

export class BannersResponseDto {
  /** By category, then position, then age. */
  bannerData: BannerDto[];
}

export class DeleteBannerResponseDto {
  /** 'Banner deleted' */
  message: string;
  bannerId: string;
}

/** A banner in the console: the storefront's fields, `id` (= `_id`) for react-admin, its position and date. */
export class BannerAdminDto extends BannerDto {
  /** Same as _id. */
  id: string;
  /** Order within its category, smallest first. */
  position: number;
  createdAt: Date;
}

/** What a banner's change (UpdateBannerDto) takes back from the record and ignores: its picture is replaced by a new banner. */
export const BANNER_ADMIN_READ_ONLY = readOnlyFields<BannerAdminDto, UpdateBannerDto>()(['_id', 'id', 'url', 'srcset', 'createdAt']);

export function toBannerDto(banner: Banner): BannerDto {
  return { _id: banner.id, category: banner.category, url: banner.url, srcset: srcsetOf(banner.url), alt: banner.alt, link: banner.link };
}

export function toBannerAdminDto(banner: Banner): BannerAdminDto {
  return { id: banner.id, ...toBannerDto(banner), position: banner.position, createdAt: banner.createdAt };
}
