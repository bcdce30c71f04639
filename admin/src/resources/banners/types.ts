import type { Schemas } from '@shop/openapi';
import type { Picture } from '../../uploads/pictures';

export type Banner = Schemas['BannerAdminDto'];
export type BannerCategory = Banner['category'];
/** What PUT /api/admin/banners/{id} accepts; the picture itself cannot be changed, only replaced by a new banner. */
export type BannerPayload = Schemas['UpdateBannerDto'];
/** The create form: the picture to upload and its text fields. */
export type BannerCreateValues = { picture: Picture | null; category: BannerCategory; alt?: string | null; link?: string | null };
export type BannerEditValues = Pick<Banner, 'category' | 'position'> & { alt?: string | null; link?: string | null };
