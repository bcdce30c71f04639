import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { SortOrder } from '../../common/http/simple-rest.js';
import { insertOne, updateChanged } from '../../database/changes.js';
import { stillReferenced } from '../../database/constraint-violation.js';
import { type PageWindow, paginate } from '../../database/paginate.js';
import { Category } from './entities/category.entity.js';

/** Which categories the console's list shows; every field left out lets all through. */
export type CategoryListFilter = {
  /** An ILIKE pattern for the name. */
  namePattern?: string;
  ids?: string[];
};

/** A category's saved fields, as the console writes them. */
export type CategoryValues = Pick<Category, 'name' | 'slug' | 'image' | 'position'>;

/** The console's reads and writes of categories. */
@Injectable()
export class CategoriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(filter: CategoryListFilter, window: PageWindow, order: Record<string, SortOrder>): Promise<{ rows: Category[]; total: number }> {
    const builder = this.dataSource.manager.createQueryBuilder(Category, 'c');
    if (filter.namePattern) builder.andWhere('c.name ILIKE :q', { q: filter.namePattern });
    const ids = filter.ids;
    if (ids) builder.andWhere(ids.length ? 'c.id IN (:...ids)' : 'false', { ids });
    return paginate(builder, window, order);
  }

  /** The category, row-locked with `lock`. */
  find(id: string, { lock = false }: { lock?: boolean } = {}, manager: EntityManager = this.dataSource.manager): Promise<Category | null> {
    const builder = manager.createQueryBuilder(Category, 'c').where('c.id = :id', { id });
    if (lock) builder.setLock('pessimistic_write');
    return builder.getOne();
  }

  /** How many products each of the categories `ids` has (none: absent). */
  async productCounts(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = (await manager.query(
      'SELECT category_id AS id, count(*)::int AS count FROM products WHERE category_id = ANY($1::uuid[]) GROUP BY category_id',
      [ids],
    )) as { id: string; count: number }[];
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  /** Whether a category other than `exceptId` has `name`, in any letter case. */
  async nameTaken(name: string, exceptId?: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const clashes = (await manager.query('SELECT 1 FROM categories WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2', [name, exceptId ?? null])) as unknown[];
    return clashes.length > 0;
  }

  /** The position after the last category's. */
  async nextPosition(manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ next }] = (await manager.query('SELECT coalesce(max(position), 0) + 1 AS next FROM categories')) as { next: number }[];
    return next;
  }

  /** Inserts the category and answers its id. */
  insert(values: CategoryValues, manager: EntityManager = this.dataSource.manager): Promise<string> {
    return insertOne(manager, Category, values);
  }

  /** Writes the values of `next` that differ from `current` (updateChanged). */
  async update(id: string, current: Category, next: Partial<Category>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await updateChanged(manager, Category, id, current, next);
  }

  /** Deletes the category; false when the foreign key refuses it (a product is in it). */
  async delete(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    try {
      await manager.delete(Category, { id });
      return true;
    } catch (error) {
      if (stillReferenced(error, 'fk_products_category')) return false;
      throw error;
    }
  }
}
