import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import { containsPattern, filterIds, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { PicturesService } from '../storage/pictures.service.js';
import { catalogErrors } from './catalog.errors.js';
import { type CategoryAdminDto, toCategoryAdmin } from './dto/category-admin.response.dto.js';
import type { SaveCategoryDto } from './dto/save-category.dto.js';
import type { UploadedImageDto } from './dto/uploaded-image.response.dto.js';
import { CategoriesRepository } from './categories.repository.js';
import type { Category } from './entities/category.entity.js';
import { freeSlugFor, savingSlug, slugChanged, slugTaken } from './slug.repository.js';

/** The console's sortable fields and the entity properties behind them; the storefront's order unless asked. */
export const CATEGORY_SORT = listSort({ position: 'c.position', name: 'c.name' }, 'c.id', { field: 'position', order: 'ASC' });

const FOLDER = 'categories';

/** The console's categories: everyone on staff may read them, only admins change them. */
@Injectable()
export class CategoriesAdminService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly transactions: Transactions,
    private readonly pictures: PicturesService,
  ) {}

  async list(query: ListQuery): Promise<{ rows: CategoryAdminDto[]; total: number }> {
    const q = filterText(query.filter, 'q');
    const filter = { namePattern: q ? containsPattern(q) : undefined, ids: filterIds(query.filter) };
    const { rows, total } = await this.categories.list(filter, query, listOrder(query));
    const counts = await this.categories.productCounts(rows.map((row) => row.id));
    return { rows: rows.map((row) => toCategoryAdmin(row, counts.get(row.id) ?? 0)), total };
  }

  async get(id: string): Promise<CategoryAdminDto> {
    const category = await this.find(id);
    const counts = await this.categories.productCounts([id]);
    return toCategoryAdmin(category, counts.get(id) ?? 0);
  }

  async create(dto: SaveCategoryDto): Promise<CategoryAdminDto> {
    const id = await this.saving(dto, async (manager) => {
      await this.assertNameFree(manager, dto.name);
      const slug = await this.slugFor(manager, dto);
      const next = await this.categories.nextPosition(manager);
      const created = await this.categories.insert({ name: dto.name, slug, image: dto.image ?? '', position: dto.position ?? next }, manager);
      await slugChanged(manager, 'category', created, undefined, slug);
      return created;
    });
    return this.get(id);
  }

  async update(id: string, dto: SaveCategoryDto): Promise<CategoryAdminDto> {
    const replaced = await this.saving(dto, async (manager) => {
      const category = await this.find(id, manager, true);
      await this.assertNameFree(manager, dto.name, id);
      const slug = await this.slugFor(manager, dto, id);
      const image = dto.image ?? category.image;
      await this.categories.update(id, category, { name: dto.name, slug, image, position: dto.position ?? category.position }, manager);
      if (slug !== category.slug) await slugChanged(manager, 'category', id, category.slug, slug);
      return category.image && category.image !== image ? [category.image] : [];
    });
    await this.pictures.deleteUnreferenced(replaced);
    return this.get(id);
  }

  /** Deletes an empty category and then its picture; one that still has products is refused (409). */
  async remove(id: string): Promise<CategoryAdminDto> {
    const category = await this.transactions.run(async (manager) => {
      const found = await this.find(id, manager, true);
      if ((await this.categories.productCounts([id], manager)).get(id)) throw catalogErrors.categoryHasProducts();
      // A product saved into it meanwhile: the foreign key refuses the delete.
      if (!(await this.categories.delete(id, manager))) throw catalogErrors.categoryHasProducts();
      return found;
    });
    await this.pictures.deleteUnreferenced(category.image ? [category.image] : []);
    return toCategoryAdmin(category, 0);
  }

  async saveImage(caller: AuthUser, file: UploadedImageFile): Promise<UploadedImageDto> {
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
    if (await this.categories.nameTaken(name, exceptId, manager)) throw catalogErrors.categoryNameTaken(name);
  }

  /** A transaction saving a category, its slug's clash with a concurrent save handled as savingSlug does. */
  private saving<T>(dto: SaveCategoryDto, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return savingSlug(this.transactions, 'category', dto.slug, catalogErrors.categorySlugTaken, work);
  }

  private async find(id: string, manager?: EntityManager, lock = false): Promise<Category> {
    const category = await this.categories.find(id, { lock }, manager);
    if (!category) throw catalogErrors.categoryNotFound();
    return category;
  }
}
