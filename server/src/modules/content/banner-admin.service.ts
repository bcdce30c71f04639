import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { filterIds, filterOneOf } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { PicturesService } from '../storage/pictures.service.js';
import { contentErrors } from './content.errors.js';
import {
  type BannerAdminDto,
  type BannersResponseDto,
  type DeleteBannerResponseDto,
  toBannerAdminDto,
  toBannerDto,
  type UploadBannersResponseDto,
} from './dto/banner.response.dto.js';
import type { UpdateBannerDto } from './dto/update-banner.dto.js';
import type { UploadBannerDto } from './dto/upload-banner.dto.js';
import { Banner, BANNER_CATEGORIES, type BannerCategory } from './entities/banner.entity.js';

const FOLDER = 'banners';

/** The console's sortable fields and the columns behind them; by position unless asked. */
export const BANNER_SORT = listSort({ position: 'b.position', createdAt: 'b.created_at', category: 'b.category' }, 'b.id', { field: 'position', order: 'ASC' });

/** Categories in the order of spec 3, as a SQL array literal for array_position. */
const CATEGORY_ORDER = `ARRAY[${BANNER_CATEGORIES.map((category) => `'${category.replace(/'/g, "''")}'`).join(', ')}]::varchar[]`;

/** The storefront's wide pictures, by category: the house's, uploaded by admins (sellers may not touch them), stored as WebP in several widths. */
@Injectable()
export class BannerService {
  constructor(
    @InjectRepository(Banner) private readonly banners: Repository<Banner>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pictures: PicturesService,
  ) {}

  async upload(dto: UploadBannerDto, files: UploadedImageFile[], caller: AuthUser): Promise<UploadBannersResponseDto> {
    const created = await this.insert(dto, files, caller);
    return { message: created.length === 1 ? 'Banner uploaded' : 'Banners uploaded', uploadedBanners: created.map(toBannerDto) };
  }

  async create(dto: UploadBannerDto, file: UploadedImageFile, caller: AuthUser): Promise<BannerAdminDto> {
    const [created] = await this.insert(dto, [file], caller);
    return toBannerAdminDto(created);
  }

  /** Every banner (or those of one category) by category in spec order, then position, then age. */
  async listPublic(category?: BannerCategory): Promise<BannersResponseDto> {
    const builder = this.banners.createQueryBuilder('b');
    if (category) builder.where('b.category = :category', { category });
    const rows = await builder
      .orderBy(`array_position(${CATEGORY_ORDER}, b.category)`, 'ASC')
      .addOrderBy('b.position', 'ASC')
      .addOrderBy('b.created_at', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getMany();
    return { bannerData: rows.map(toBannerDto) };
  }

  async delete(id: string): Promise<DeleteBannerResponseDto> {
    await this.remove(id);
    return { message: 'Banner deleted', bannerId: id };
  }

  async list(query: ListQuery): Promise<{ rows: BannerAdminDto[]; total: number }> {
    const builder = this.banners.createQueryBuilder('b');
    const category = filterOneOf(query.filter, 'category', BANNER_CATEGORIES);
    if (category) builder.andWhere('b.category = :category', { category });
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'b.id IN (:...ids)' : 'false', { ids });
    const [rows, total] = await builder
      .orderBy(listOrder(query, 'b.created_at'))
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows: rows.map(toBannerAdminDto), total };
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
    await this.banners.delete({ id });
    await this.pictures.deleteUnreferenced([banner.url]);
    return toBannerAdminDto(banner);
  }

  private async find(id: string): Promise<Banner> {
    const banner = await this.banners.findOneBy({ id });
    if (!banner) throw contentErrors.bannerNotFound();
    return banner;
  }

  /** All files or none: a refused file, or a failed insert, removes the pictures already stored. */
  private async insert(dto: UploadBannerDto, files: UploadedImageFile[], caller: AuthUser): Promise<Banner[]> {
    const stored = await this.pictures.upload(files, FOLDER, caller, contentErrors.fileRefused);
    try {
      return await this.dataSource.transaction(async (manager) => {
        // New banners go after the category's last; the lock keeps two uploads from taking the same positions.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`banners:${dto.category}`]);
        const { next } = (await manager
          .getRepository(Banner)
          .createQueryBuilder('b')
          .select('coalesce(max(b.position) + 1, 0)', 'next')
          .where('b.category = :category', { category: dto.category })
          .getRawOne<{ next: number }>()) ?? { next: 0 };
        const repository = manager.getRepository(Banner);
        return repository.save(
          stored.map((image, index) =>
            repository.create({ category: dto.category, url: image.url, alt: dto.alt ?? '', link: dto.link ?? '', position: Number(next) + index }),
          ),
        );
      });
    } catch (error) {
      await this.pictures.discard(stored.map((image) => image.url));
      throw error;
    }
  }
}
