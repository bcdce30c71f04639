import { readOnlyFields } from '../../../common/http/read-only.js';
import type { Blog } from '../entities/blog.entity.js';
import type { SaveBlogDto } from './save-blog.dto.js';

/** One further section of a post (spec 3 additionalDescription). */
export class BlogSectionResponseDto {
  heading: string;
  /** Its picture URL (640 px WebP); '' when it has none. */
  image: string;
  description: string;
}

/** A post of the journal as the storefront shows it (spec 3 'Blog'). */
export class BlogDto {
  _id: string;
  name: string;
  /** /blogdetail/{slug} */
  slug: string;
  /** Picture URLs (640 px WebP; -320 and -1280 versions beside them); the first is the cover. */
  images: string[];
  /** The opening paragraphs. */
  description: string[];
  additionalDescription: BlogSectionResponseDto[];
  createdAt: Date;
}

export class AddBlogResponseDto {
  /** 'Blog published' */
  message: string;
  blog: BlogDto;
}

export class BlogsResponseDto {
  /** One page of posts, newest first (best match first when searching). */
  blogData: BlogDto[];
  /** How many posts there are in all (that match the search). */
  total: number;
  page: number;
  perPage: number;
}

export class BlogResponseDto {
  blogData: BlogDto;
}

export class DeleteBlogResponseDto {
  /** 'Blog deleted' */
  message: string;
  blogId: string;
}

/** A post in the console: the storefront's fields, `id` (= `_id`) for react-admin, and when it last changed. */
export class BlogAdminDto extends BlogDto {
  /** Same as _id. */
  id: string;
  /** The seller account that wrote the post and manages it; null for the house shop's (the admins'). */
  sellerId: string | null;
  updatedAt: Date;
}

/** What a post's save (SaveBlogDto) takes back from the record and ignores. */
export const BLOG_ADMIN_READ_ONLY = readOnlyFields<BlogAdminDto, SaveBlogDto>()(['_id', 'id', 'sellerId', 'createdAt', 'updatedAt']);

export function toBlogDto(blog: Blog): BlogDto {
  return {
    _id: blog.id,
    name: blog.name,
    slug: blog.slug,
    images: blog.images,
    description: blog.description,
    additionalDescription: blog.additionalDescription.map((section) => ({
      heading: section.heading,
      image: section.image,
      description: section.description,
    })),
    createdAt: blog.createdAt,
  };
}

export function toBlogAdminDto(blog: Blog): BlogAdminDto {
  return { id: blog.id, ...toBlogDto(blog), sellerId: blog.sellerId, updatedAt: blog.updatedAt };
}
