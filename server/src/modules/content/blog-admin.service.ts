import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { containsPattern, filterIds, filterText } from '../../common/http/list-filter.js';
import { listOrder, type ListQuery, listSort, mapPage, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import type { UploadedImageDto } from '../catalog/dto/uploaded-image.response.dto.js';
import { freeSlugFor, savingSlug, slugChanged, slugTaken } from '../catalog/slug.repository.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { type PictureRule, PicturesService } from '../storage/pictures.service.js';
import type { BlogFiles } from './blog-upload.js';
import { BlogRepository } from './blog.repository.js';
import { BLOG_IMAGE_FOLDER, BLOG_LIMITS, blogPictures, placeSectionImages, type SectionInput } from './blog.rules.js';
import { contentErrors } from './content.errors.js';
import type { AddBlogDto } from './dto/add-blog.dto.js';
import { type AddBlogResponseDto, type BlogAdminDto, type DeleteBlogResponseDto, toBlogAdminDto, toBlogDto } from './dto/blog.response.dto.js';
import type { SaveBlogDto } from './dto/save-blog.dto.js';
import type { Blog, BlogSection } from './entities/blog.entity.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const BLOG_SORT = listSort({ createdAt: 'b.created_at', updatedAt: 'b.updated_at', name: 'b.name' }, 'b.id', NEWEST_FIRST);

/** A post shows pictures uploaded for the journal: a seller's, only their own (admins any). */
export const BLOG_PICTURES: PictureRule = {
  folders: [BLOG_IMAGE_FOLDER],
  field: 'images',
  uploadedFor: 'pictures uploaded for the journal (POST /api/admin/blogs/images)',
};

/** What a post is saved from, whichever way it came. */
type BlogFields = { name: string; slug?: string; description: string[]; sections: BlogSection[]; images: string[] };

/** The seller whose posts alone the caller sees and writes; undefined for an admin, who sees every post. */
const sellerOf = (caller: AuthUser) => (caller.role === 'seller' ? caller.id : undefined);

function sectionsOf(sections: readonly SectionInput[] | undefined): BlogSection[] {
  return (sections ?? []).map((section) => ({ heading: section.heading, image: section.image ?? '', description: section.description }));
}

/**
 * The journal as staff write it: posts with paragraphs, sections and pictures; pictures removed with their post.
 * Admins manage every post (a new one is the house's); a seller writes posts of their own and sees, changes and
 * deletes only those (another's answers 404, as products do).
 */
@Injectable()
export class BlogAdminService {
  constructor(
    private readonly blogs: BlogRepository,
    private readonly transactions: Transactions,
    private readonly pictures: PicturesService,
  ) {}

  /** POST /api/blog-add: stores the files (all or none), places the sections' pictures, saves the post under its slug or a free one. */
  async add(caller: AuthUser, dto: AddBlogDto, files: BlogFiles): Promise<AddBlogResponseDto> {
    const imageFiles = files.images ?? [];
    const sectionFiles = files.sectionImages ?? [];
    const urls = dto.images ?? [];
    if (urls.length + imageFiles.length > BLOG_LIMITS.images) throw contentErrors.tooManyBlogImages(BLOG_LIMITS.images);
    const requested = dto.additionalDescription ?? [];
    const open = requested.filter((section) => !section.image).length;
    if (sectionFiles.length > open) throw contentErrors.sectionImagesUnplaced(sectionFiles.length, open);

    // The URLs are checked before any file is stored; insert checks them all again with the files, now the caller's.
    await this.pictures.assertUsable([...urls, ...requested.map((section) => section.image ?? '').filter((image) => image !== '')], caller, BLOG_PICTURES);
    const stored = await this.pictures.upload([...imageFiles, ...sectionFiles], BLOG_IMAGE_FOLDER, caller, contentErrors.fileRefused);
    try {
      const storedUrls = stored.map((image) => image.url);
      const sections = placeSectionImages(requested, storedUrls.slice(imageFiles.length));
      if (!sections) throw contentErrors.sectionImagesUnplaced(sectionFiles.length, open);
      const blog = await this.insert(caller, {
        name: dto.name,
        slug: dto.slug,
        description: dto.description,
        sections,
        images: [...urls, ...storedUrls.slice(0, imageFiles.length)],
      });
      return { message: 'Blog published', blog: toBlogDto(blog) };
    } catch (error) {
      await this.pictures.discard(stored.map((image) => image.url));
      throw error;
    }
  }

  async delete(caller: AuthUser, id: string): Promise<DeleteBlogResponseDto> {
    await this.remove(caller, id);
    return { message: 'Blog deleted', blogId: id };
  }

  async list(caller: AuthUser, query: ListQuery): Promise<{ rows: BlogAdminDto[]; total: number }> {
    const q = filterText(query.filter, 'q');
    return mapPage(await this.blogs.list(
      { sellerId: sellerOf(caller), pattern: q ? containsPattern(q) : undefined, ids: filterIds(query.filter) },
      query,
      listOrder(query),
    ), toBlogAdminDto);
  }

  async get(caller: AuthUser, id: string): Promise<BlogAdminDto> {
    return toBlogAdminDto(await this.find(id, { caller }));
  }

  async create(caller: AuthUser, dto: SaveBlogDto): Promise<BlogAdminDto> {
    const blog = await this.insert(caller, {
      name: dto.name,
      slug: dto.slug,
      description: dto.description,
      sections: sectionsOf(dto.additionalDescription),
      images: dto.images ?? [],
    });
    return toBlogAdminDto(blog);
  }

  /** Replaces a post's fields (the slug stays unless one is given); pictures it no longer shows are deleted. */
  async update(caller: AuthUser, id: string, dto: SaveBlogDto): Promise<BlogAdminDto> {
    const { blog, dropped } = await savingSlug(this.transactions, 'blog', dto.slug, contentErrors.blogSlugTaken, async (manager) => {
      const current = await this.find(id, { caller, lock: true, manager });
      if (dto.slug && dto.slug !== current.slug && (await slugTaken(manager, 'blog', dto.slug, id))) throw contentErrors.blogSlugTaken(dto.slug);
      const next = { name: dto.name, slug: dto.slug ?? current.slug, description: dto.description, additionalDescription: sectionsOf(dto.additionalDescription), images: dto.images ?? [] };
      await this.pictures.assertUsable(blogPictures(next), caller, BLOG_PICTURES, blogPictures(current), manager);
      await this.blogs.updateChanged(manager, id, current, next);
      if (next.slug !== current.slug) await slugChanged(manager, 'blog', id, current.slug, next.slug);
      const kept = new Set(blogPictures(next));
      return { blog: await this.find(id, { manager }), dropped: blogPictures(current).filter((url) => !kept.has(url)) };
    });
    await this.pictures.deleteUnreferenced(dropped);
    return toBlogAdminDto(blog);
  }

  /** Deletes the post, then the pictures nothing else shows; answers the deleted record. */
  async remove(caller: AuthUser, id: string): Promise<BlogAdminDto> {
    const blog = await this.transactions.run(async (manager) => {
      const found = await this.find(id, { caller, lock: true, manager });
      await this.blogs.delete(manager, id);
      return found;
    });
    await this.pictures.deleteUnreferenced(blogPictures(blog));
    return toBlogAdminDto(blog);
  }

  /** POST /api/admin/blogs/images: stores the pictures, all or none, for a post to be saved with their URLs. */
  async saveImages(caller: AuthUser, files: UploadedImageFile[]): Promise<UploadedImageDto[]> {
    const stored = await this.pictures.upload(files, BLOG_IMAGE_FOLDER, caller, contentErrors.fileRefused);
    return stored.map(({ url, srcset, width, height }) => ({ url, srcset, width, height }));
  }

  /** A new post, the caller's when a seller writes it and the house's when an admin does. */
  private async insert(caller: AuthUser, fields: BlogFields): Promise<Blog> {
    return savingSlug(this.transactions, 'blog', fields.slug, contentErrors.blogSlugTaken, async (manager) => {
      await this.pictures.assertUsable(blogPictures({ images: fields.images, additionalDescription: fields.sections }), caller, BLOG_PICTURES, [], manager);
      let slug = fields.slug;
      if (slug && (await slugTaken(manager, 'blog', slug))) throw contentErrors.blogSlugTaken(slug);
      slug ??= await freeSlugFor(manager, 'blog', fields.name);
      const saved = await this.blogs.save(manager, {
        name: fields.name,
        slug,
        description: fields.description,
        additionalDescription: fields.sections,
        images: fields.images,
        sellerId: sellerOf(caller) ?? null,
      });
      await slugChanged(manager, 'blog', saved.id, undefined, slug);
      return this.find(saved.id, { manager });
    });
  }

  /** A post by id; a seller finds only their own (another's is as unknown as a post never written). */
  private async find(id: string, { caller, lock, manager }: { caller?: AuthUser; lock?: boolean; manager?: EntityManager } = {}): Promise<Blog> {
    const blog = await this.blogs.find(id, { sellerId: caller && sellerOf(caller), lock, manager });
    if (!blog) throw contentErrors.blogNotFound();
    return blog;
  }
}
