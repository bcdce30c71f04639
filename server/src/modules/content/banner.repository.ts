import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { SortOrder } from '../../common/http/simple-rest.js';
import { type PageWindow, paginate } from '../../database/paginate.js';
import { Banner, BANNER_CATEGORIES, type BannerCategory } from './entities/banner.entity.js';

/** Categories in the order of spec 3, as a SQL array literal for array_position. */
const CATEGORY_ORDER = `ARRAY[${BANNER_CATEGORIES.map((category) => `'${category.replace(/'/g, "''")}'`).join(', ')}]::varchar[]`;

/** What a new banner is saved with. */
export type NewBanner = Pick<Banner, 'category' | 'url' | 'alt' | 'link' | 'position'>;

/** The SQL of the banners table. */
@Injectable()
export class BannerRepository {
  constructor(@InjectRepository(Banner) private readonly banners: Repository<Banner>) {}

  /** Every banner (or those of one category) by category in spec order, then position, then age. */
  listPublic(category?: BannerCategory): Promise<Banner[]> {
    const builder = this.banners.createQueryBuilder('b');
    if (category) builder.where('b.category = :category', { category });
    return builder
      .orderBy(`array_position(${CATEGORY_ORDER}, b.category)`, 'ASC')
      .addOrderBy('b.position', 'ASC')
      .addOrderBy('b.created_at', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getMany();
  }

  /** One page of the console's list, of one category when given, of `ids` when given. */
  list(filter: { category?: BannerCategory; ids?: string[] }, window: PageWindow, sort: Readonly<Record<string, SortOrder>>): Promise<{ rows: Banner[]; total: number }> {
    const builder = this.banners.createQueryBuilder('b');
    if (filter.category) builder.andWhere('b.category = :category', { category: filter.category });
    if (filter.ids) builder.andWhere(filter.ids.length ? 'b.id IN (:...ids)' : 'false', { ids: filter.ids });
    return paginate(builder, window, sort);
  }

  findById(id: string): Promise<Banner | null> {
    return this.banners.findOneBy({ id });
  }

  /** Saves a banner read before, with its changed fields. */
  save(banner: Banner): Promise<Banner> {
    return this.banners.save(banner);
  }

  async delete(id: string): Promise<void> {
    await this.banners.delete({ id });
  }

  /**
   * Saves new banners of `category` after its last, in order; the category's advisory lock, held to the end of the
   * transaction, keeps two uploads from taking the same positions.
   */
  async appendToCategory(manager: EntityManager, category: BannerCategory, banners: Omit<NewBanner, 'category' | 'position'>[]): Promise<Banner[]> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`banners:${category}`]);
    const { next } = (await manager
      .getRepository(Banner)
      .createQueryBuilder('b')
      .select('coalesce(max(b.position) + 1, 0)', 'next')
      .where('b.category = :category', { category })
      .getRawOne<{ next: number }>()) ?? { next: 0 };
    const repository = manager.getRepository(Banner);
    return repository.save(banners.map((banner, index) => repository.create({ ...banner, category, position: Number(next) + index })));
  }
}
