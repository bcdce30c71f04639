import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError, Repository } from 'typeorm';
import { containsPattern, filterIds, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { updateChanged } from '../../database/changes.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { PicturesService } from '../storage/pictures.service.js';
import { catalogErrors } from './catalog.errors.js';
import { type CategoryAdminDto, toCategoryAdmin } from './dto/category-admin.response.dto.js';
import type { SaveCategoryDto } from './dto/save-category.dto.js';
import type { UploadedImageDto } from './dto/uploaded-image.response.dto.js';
import { Category } from './entities/category.entity.js';
import { freeSlugFor, savingSlug, slugChanged, slugTaken } from './slug.repository.js';

/** The console's sortable fields and the entity properties behind them; the storefront's order unless asked. */
export const CATEGORY_SORT = listSort({ position: 'c.position', name: 'c.name' }, 'c.id', { field: 'position', order: 'ASC' });

const FOLDER = 'categories';

function violation(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
}

/** The console's categories: everyone on staff may read them, only admins change them. */
@Injectable()
export class CategoriesAdminService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pictures: PicturesService,
  ) {}

  async list(query: ListQuery): Promise<{ rows: CategoryAdminDto[]; total: number }> {
    const builder = this.categories.createQueryBuilder('c');
    const q = filterText(query.filter, 'q');
    if (q) builder.andWhere('c.name ILIKE :q', { q: containsPattern(q) });
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'c.id IN (:...ids)' : 'false', { ids });
    const [rows, total] = await builder
      .orderBy(listOrder(query))
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    const counts = await this.productCounts(this.dataSource.manager, rows.map((row) => row.id));
    return { rows: rows.map((row) => toCategoryAdmin(row, counts.get(row.id) ?? 0)), total };
  }

  async get(id: string): Promise<CategoryAdminDto> {
    const category = await this.find(this.dataSource.manager, id);
    const counts = await this.productCounts(this.dataSource.manager, [id]);
    return toCategoryAdmin(category, counts.get(id) ?? 0);
  }

  async create(dto: SaveCategoryDto): Promise<CategoryAdminDto> {
    const id = await this.saving(dto, async (manager) => {
      await this.assertNameFree(manager, dto.name);
      const slug = await this.slugFor(manager, dto);
      const [{ next }] = (await manager.query('SELECT coalesce(max(position), 0) + 1 AS next FROM categories')) as { next: number }[];
      const result = await manager.insert(Category, { name: dto.name, slug, image: dto.image ?? '', position: dto.position ?? next });
      const created = (result.identifiers[0] as { id: string }).id;
      await slugChanged(manager, 'category', created, undefined, slug);
      return created;
    });
    return this.get(id);
  }

  async update(id: string, dto: SaveCategoryDto): Promise<CategoryAdminDto> {
    const replaced = await this.saving(dto, async (manager) => {
      const category = await this.find(manager, id, true);
      await this.assertNameFree(manager, dto.name, id);
      const slug = await this.slugFor(manager, dto, id);
      const image = dto.image ?? category.image;
      await updateChanged(manager, Category, id, category, { name: dto.name, slug, image, position: dto.position ?? category.position });
      if (slug !== category.slug) await slugChanged(manager, 'category', id, category.slug, slug);
      return category.image && category.image !== image ? [category.image] : [];
    });
    await this.pictures.deleteUnreferenced(replaced);
    return this.get(id);
  }

  /** Deletes an empty category and then its picture; one that still has products is refused (409). */
  async remove(id: string): Promise<CategoryAdminDto> {
    const category = await this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, id, true);
      if ((await this.productCounts(manager, [id])).get(id)) throw catalogErrors.categoryHasProducts();
      try {
        await manager.delete(Category, { id });
      } catch (error) {
        // A product saved into it meanwhile: the foreign key refuses the delete.
        if (violation(error)?.code === '23503') throw catalogErrors.categoryHasProducts();
        throw error;
      }
      return found;
    });
    await this.pictures.deleteUnreferenced(category.image ? [category.image] : []);
    return toCategoryAdmin(category, 0);
  }

  async saveImage(file: UploadedImageFile, caller: AuthUser): Promise<UploadedImageDto> {
    const [{ url, srcset, width, height }] = await this.pictures.upload([file], FOLDER, caller);
    return { url, srcset, width, height };
  }

  /**
   * The slug staff gave, refused (409) when another category has it; else one made from the name, unique (…-2, …-3):
   * a renamed category's slug follows its name.
   */
  private async slugFor(manager: EntityManager, dto: SaveCategoryDto, exceptId?: string): Promise<string> {
    if (dto.slug === undefined) return freeSlugFor(manager, 'category', dto.name, exceptId);
    if (await slugTaken(manager, 'category', dto.slug, exceptId)) throw catalogErrors.categorySlugTaken(dto.slug);
    return dto.slug;
  }

  private async assertNameFree(manager: EntityManager, name: string, exceptId?: string): Promise<void> {
    const clashes = (await manager.query('SELECT 1 FROM categories WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [name, exceptId ?? null])) as unknown[];
    if (clashes.length > 0) throw catalogErrors.categoryNameTaken(name);
  }

  /** A transaction saving a category, its slug's clash with a concurrent save handled as savingSlug does. */
  private saving<T>(dto: SaveCategoryDto, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return savingSlug(this.dataSource, 'category', dto.slug, catalogErrors.categorySlugTaken, work);
  }

  private async productCounts(manager: EntityManager, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = (await manager.query(
      'SELECT category_id AS id, count(*)::int AS count FROM products WHERE category_id = ANY($1::uuid[]) GROUP BY category_id',
      [ids],
    )) as { id: string; count: number }[];
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<Category> {
    const builder = manager.createQueryBuilder(Category, 'c').where('c.id = :id', { id });
    if (lock) builder.setLock('pessimistic_write');
    const category = await builder.getOne();
    if (!category) throw catalogErrors.categoryNotFound();
    return category;
  }
}
