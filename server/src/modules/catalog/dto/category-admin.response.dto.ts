import { readOnlyFields } from '../../../common/http/read-only.js';
import type { Category } from '../entities/category.entity.js';
import type { SaveCategoryDto } from './save-category.dto.js';

/** A category in the console (resource `categories`). */
export class CategoryAdminDto {
  id: string;
  name: string;
  /** The storefront's /category-data/{slug}. */
  slug: string;
  /** Picture URL (640 px WebP), or ''. */
  image: string;
  /** Order on the storefront, smallest first. */
  position: number;
  /** How many products it holds. */
  productCount: number;
  createdAt: Date;
}

/** What a category's save (SaveCategoryDto) takes back from the record and ignores. */
export const CATEGORY_ADMIN_READ_ONLY = readOnlyFields<CategoryAdminDto, SaveCategoryDto>()(['id', 'productCount', 'createdAt']);

export function toCategoryAdmin(category: Category, productCount: number): CategoryAdminDto {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    image: category.image,
    position: category.position,
    productCount,
    createdAt: category.createdAt,
  };
}
