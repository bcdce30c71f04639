import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { filterIds, filterOneOf } from '../../common/http/list-filter.js';
import { listOrder, type ListQuery, listSort, mapPage } from '../../common/http/simple-rest.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { PicturesService } from '../storage/pictures.service.js';
import { BannerRepository } from './banner.repository.js';
import { contentErrors } from './content.errors.js';
import {
  type BannerAdminDto,
  type DeleteBannerResponseDto,
  toBannerAdminDto,
  toBannerDto,
  type UploadBannersResponseDto,
} from './dto/banner.response.dto.js';
import type { UpdateBannerDto } from './dto/update-banner.dto.js';
import type { UploadBannerDto } from './dto/upload-banner.dto.js';
import { type Banner, BANNER_CATEGORIES } from './entities/banner.entity.js';

const FOLDER = 'banners';

/** The console's sortable fields and the columns behind them; by position unless asked. */
export const BANNER_SORT = listSort({ position: 'b.position', createdAt: 'b.created_at', category: 'b.category' }, 'b.id', { field: 'position', order: 'ASC' });

/** The storefront's wide pictures as staff manage them: the house's, uploaded by admins (sellers may not touch them), stored as WebP in several widths. */
@Injectable()
export class BannerAdminService {
  constructor(
    private readonly banners: BannerRepository,
    private readonly transactions: Transactions,
    private readonly pictures: PicturesService,
  ) {}

  async upload(caller: AuthUser, dto: UploadBannerDto, files: UploadedImageFile[]): Promise<UploadBannersResponseDto> {
    const created = await this.insert(caller, dto, files);
    return { message: created.length === 1 ? 'Banner uploaded' : 'Banners uploaded', uploadedBanners: created.map(toBannerDto) };
  }

  async create(caller: AuthUser, dto: UploadBannerDto, file: UploadedImageFile): Promise<BannerAdminDto> {
    const [created] = await this.insert(caller, dto, [file]);
    return toBannerAdminDto(created);
  }

  async delete(id: string): Promise<DeleteBannerResponseDto> {
    await this.remove(id);
    return { message: 'Banner deleted', bannerId: id };
  }

  async list(query: ListQuery): Promise<{ rows: BannerAdminDto[]; total: number }> {
    return mapPage(await this.banners.list(
      { category: filterOneOf(query.filter, 'category', BANNER_CATEGORIES), ids: filterIds(query.filter) },
      query,
      listOrder(query, 'b.created_at'),
    ), toBannerAdminDto);
  }

  async get(id: string): Promise<BannerAdminDto> {
    return toBannerAdminDto(await this.find(id));
  }

  async update(id: string, dto: UpdateBannerDto): Promise<BannerAdminDto> {
    const banner = await this.find(id);
    Object.assign(banner, Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)));
    return toBannerAdminDto(await this.banners.save(banner));
  }

  /** Deletes the banner and then its picture files, unless another record shows them; answers the deleted record. */
  async remove(id: string): Promise<BannerAdminDto> {
    const banner = await this.find(id);
    await this.banners.delete(id);
    await this.pictures.deleteUnreferenced([banner.url]);
    return toBannerAdminDto(banner);
  }

  private async find(id: string): Promise<Banner> {
    const banner = await this.banners.findById(id);
    if (!banner) throw contentErrors.bannerNotFound();
    return banner;
  }

  /** All files or none: a refused file, or a failed insert, removes the pictures already stored. */
  private async insert(caller: AuthUser, dto: UploadBannerDto, files: UploadedImageFile[]): Promise<Banner[]> {
    const stored = await this.pictures.upload(files, FOLDER, caller, contentErrors.fileRefused);
    try {
      return await this.transactions.run((manager) =>
        this.banners.appendToCategory(
          manager,
          dto.category,
          stored.map((image) => ({ url: image.url, alt: dto.alt ?? '', link: dto.link ?? '' })),
        ),
      );
    } catch (error) {
      await this.pictures.discard(stored.map((image) => image.url));
      throw error;
    }
  }
}
