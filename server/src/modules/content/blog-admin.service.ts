import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { containsPattern, filterIds, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { updateChanged } from '../../database/changes.js';
import { prefixTsQuery } from '../../common/text-search.js';
import type { UploadedImageDto } from '../catalog/dto/uploaded-image.response.dto.js';
import { freeSlugFor, PREVIOUS_SLUGS, savingSlug, slugChanged, slugTaken } from '../catalog/slug.repository.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { type PictureRule, PicturesService } from '../storage/pictures.service.js';
import type { BlogFiles } from './blog-upload.js';
import { BLOG_IMAGE_FOLDER, BLOG_LIMITS, blogPictures, placeSectionImages, type SectionInput } from './blog.rules.js';
import { contentErrors } from './content.errors.js';
import type { AddBlogDto } from './dto/add-blog.dto.js';
import {
  type AddBlogResponseDto,
  type BlogAdminDto,
  type BlogResponseDto,
  type BlogsResponseDto,
  type DeleteBlogResponseDto,
  toBlogAdminDto,
  toBlogDto,
} from './dto/blog.response.dto.js';
import type { GetBlogsQueryDto } from './dto/get-blogs-query.dto.js';
import type { SaveBlogDto } from './dto/save-blog.dto.js';
import { Blog, type BlogSection } from './entities/blog.entity.js';
import { UUID } from '../../common/uuid.js';

export const DEFAULT_BLOGS_PER_PAGE = 20;
/** Search words shorter than this are matched as plain text (ILIKE) rather than as word prefixes. */
const SHORTEST_PREFIX = 3;

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const BLOG_SORT = listSort({ createdAt: 'b.created_at', updatedAt: 'b.updated_at', name: 'b.name' }, 'b.id', { field: 'createdAt', order: 'DESC' });

/** A post shows pictures uploaded for the journal: a seller's, only their own (admins any). */
export const BLOG_PICTURES: PictureRule = {
  folders: [BLOG_IMAGE_FOLDER],
  field: 'images',
  uploadedFor: 'pictures uploaded for the journal (POST /api/admin/blogs/images)',
};

/** What a post is saved from, whichever way it came. */
type BlogFields = { name: string; slug?: string; description: string[]; sections: BlogSection[]; images: string[] };

function sectionsOf(sections: readonly SectionInput[] | undefined): BlogSection[] {
  return (sections ?? []).map((section) => ({ heading: section.heading, image: section.image ?? '', description: section.description }));
}

/**
 * The shop's journal: posts with paragraphs, sections and pictures; full-text search; pictures removed with their post.
 * Admins manage every post (a new one is the house's); a seller writes posts of their own and sees, changes and
 * deletes only those (another's answers 404, as products do).
 */
@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(Blog) private readonly blogs: Repository<Blog>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pictures: PicturesService,
  ) {}

  /** POST /api/blog-add: stores the files (all or none), places the sections' pictures, saves the post under its slug or a free one. */
  async add(dto: AddBlogDto, files: BlogFiles, caller: AuthUser): Promise<AddBlogResponseDto> {
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
      const blog = await this.insert({
        name: dto.name,
        slug: dto.slug,
        description: dto.description,
        sections,
        images: [...urls, ...storedUrls.slice(0, imageFiles.length)],
      }, caller);
      return { message: 'Blog published', blog: toBlogDto(blog) };
    } catch (error) {
      await this.pictures.discard(stored.map((image) => image.url));
      throw error;
    }
  }

  /** One page of posts, newest first; with `q`, the posts whose name or text match it, best first. */
  async listPublic(query: GetBlogsQueryDto): Promise<BlogsResponseDto> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? DEFAULT_BLOGS_PER_PAGE;
    const builder = this.blogs.createQueryBuilder('b');
    const text = query.q?.trim() ?? '';
    const tsQuery = prefixTsQuery(text);
    const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    if (tsQuery && words.some((word) => word.length >= SHORTEST_PREFIX)) {
      // Whole and half-typed words through the GIN index on the generated vector ('earr' finds 'earrings').
      builder
        .where(`b.search @@ to_tsquery('simple', :ts)`, { ts: tsQuery })
        .orderBy(`ts_rank(b.search, to_tsquery('simple', :ts))`, 'DESC')
        .addOrderBy('b.created_at', 'DESC');
    } else if (text) {
      // Only one- or two-letter words (or none): a prefix of every word would match nearly everything, so the text as typed.
      builder
        .where(
          `(b.name ILIKE :pattern OR array_to_string(b.description, ' ') ILIKE :pattern
            OR EXISTS (SELECT 1 FROM jsonb_array_elements(b.additional_description) s WHERE s->>'heading' ILIKE :pattern OR s->>'description' ILIKE :pattern))`,
          { pattern: containsPattern(text) },
        )
        .orderBy('b.created_at', 'DESC');
    } else {
      builder.orderBy('b.created_at', 'DESC');
    }
    const [rows, total] = await builder
      .addOrderBy('b.id', 'DESC')
      .offset((page - 1) * perPage)
      .limit(perPage)
      .getManyAndCount();
    return { blogData: rows.map(toBlogDto), total, page, perPage };
  }

  /** A post by its slug, or by its id (spec 7 'single-blog/{slug or id}'). */
  async getPublic(slugOrId: string): Promise<BlogResponseDto> {
    const blog = await this.findBySlugOrId(slugOrId);
    if (!blog) throw contentErrors.blogNotFound();
    return { blogData: toBlogDto(blog) };
  }

  /** The post /blogdetail/{slug or id} shows, with when it last changed (the page's server-rendered head); undefined when there is none. */
  async findPost(slugOrId: string): Promise<BlogAdminDto | undefined> {
    const blog = await this.findBySlugOrId(slugOrId);
    return blog ? toBlogAdminDto(blog) : undefined;
  }

  async delete(id: string, caller: AuthUser): Promise<DeleteBlogResponseDto> {
    await this.remove(id, caller);
    return { message: 'Blog deleted', blogId: id };
  }

  async list(query: ListQuery, caller: AuthUser): Promise<{ rows: BlogAdminDto[]; total: number }> {
    const builder = this.blogs.createQueryBuilder('b');
    if (caller.role === 'seller') builder.andWhere('b.seller_id = :caller', { caller: caller.id });
    const q = filterText(query.filter, 'q');
    if (q) builder.andWhere('(b.name ILIKE :q OR b.slug ILIKE :q)', { q: containsPattern(q) });
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'b.id IN (:...ids)' : 'false', { ids });
    const [rows, total] = await builder
      .orderBy(listOrder(query))
      .offset(query.skip)
      .limit(query.take)
      .getManyAndCount();
    return { rows: rows.map(toBlogAdminDto), total };
  }

  async get(id: string, caller: AuthUser): Promise<BlogAdminDto> {
    return toBlogAdminDto(await this.find(this.dataSource.manager, id, caller));
  }

  async create(dto: SaveBlogDto, caller: AuthUser): Promise<BlogAdminDto> {
    const blog = await this.insert(
      { name: dto.name, slug: dto.slug, description: dto.description, sections: sectionsOf(dto.additionalDescription), images: dto.images ?? [] },
      caller,
    );
    return toBlogAdminDto(blog);
  }

  /** Replaces a post's fields (the slug stays unless one is given); pictures it no longer shows are deleted. */
  async update(id: string, dto: SaveBlogDto, caller: AuthUser): Promise<BlogAdminDto> {
    const { blog, dropped } = await savingSlug(this.dataSource, 'blog', dto.slug, contentErrors.blogSlugTaken, async (manager) => {
      const current = await this.find(manager, id, caller, true);
      if (dto.slug && dto.slug !== current.slug && (await slugTaken(manager, 'blog', dto.slug, id))) throw contentErrors.blogSlugTaken(dto.slug);
      const next = { name: dto.name, slug: dto.slug ?? current.slug, description: dto.description, additionalDescription: sectionsOf(dto.additionalDescription), images: dto.images ?? [] };
      await this.pictures.assertUsable(blogPictures(next), caller, BLOG_PICTURES, blogPictures(current), manager);
      await updateChanged(manager, Blog, id, current, next);
      if (next.slug !== current.slug) await slugChanged(manager, 'blog', id, current.slug, next.slug);
      const kept = new Set(blogPictures(next));
      return { blog: await this.find(manager, id), dropped: blogPictures(current).filter((url) => !kept.has(url)) };
    });
    await this.pictures.deleteUnreferenced(dropped);
    return toBlogAdminDto(blog);
  }

  /** Deletes the post, then the pictures nothing else shows; answers the deleted record. */
  async remove(id: string, caller: AuthUser): Promise<BlogAdminDto> {
    const blog = await this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, id, caller, true);
      await manager.getRepository(Blog).delete({ id });
      return found;
    });
    await this.pictures.deleteUnreferenced(blogPictures(blog));
    return toBlogAdminDto(blog);
  }

  /** POST /api/admin/blogs/images: stores the pictures, all or none, for a post to be saved with their URLs. */
  async saveImages(files: UploadedImageFile[], caller: AuthUser): Promise<UploadedImageDto[]> {
    const stored = await this.pictures.upload(files, BLOG_IMAGE_FOLDER, caller, contentErrors.fileRefused);
    return stored.map(({ url, srcset, width, height }) => ({ url, srcset, width, height }));
  }

  /** A new post, the caller's when a seller writes it and the house's when an admin does. */
  private async insert(fields: BlogFields, caller: AuthUser): Promise<Blog> {
    return savingSlug(this.dataSource, 'blog', fields.slug, contentErrors.blogSlugTaken, async (manager) => {
      await this.pictures.assertUsable(blogPictures({ images: fields.images, additionalDescription: fields.sections }), caller, BLOG_PICTURES, [], manager);
      let slug = fields.slug;
      if (slug && (await slugTaken(manager, 'blog', slug))) throw contentErrors.blogSlugTaken(slug);
      slug ??= await freeSlugFor(manager, 'blog', fields.name);
      const repository = manager.getRepository(Blog);
      const saved = await repository.save(
        repository.create({
          name: fields.name,
          slug,
          description: fields.description,
          additionalDescription: fields.sections,
          images: fields.images,
          sellerId: caller.role === 'seller' ? caller.id : null,
        }),
      );
      await slugChanged(manager, 'blog', saved.id, undefined, slug);
      return this.find(manager, saved.id);
    });
  }

  /** A post by its id, its slug or a slug it had before (any letter case; an old one also as it was), in that order. */
  private findBySlugOrId(slugOrId: string): Promise<Blog | null> {
    const builder = this.blogs
      .createQueryBuilder('b')
      .where(`b.slug = lower(:key) OR b.id = (SELECT h.blog_id FROM ${PREVIOUS_SLUGS.blog} h WHERE h.slug IN (:key, lower(:key)) LIMIT 1)`, { key: slugOrId })
      .orderBy('b.slug = lower(:key)', 'DESC');
    // The id is compared only when the key looks like one: a uuid column compared with other text would fail.
    if (UUID.test(slugOrId)) builder.orWhere('b.id = CAST(:id AS uuid)', { id: slugOrId }).orderBy('b.id = CAST(:id AS uuid)', 'DESC').addOrderBy('b.slug = lower(:key)', 'DESC');
    return builder.getOne();
  }

  /** A post by id; a seller finds only their own (another's is as unknown as a post never written). */
  private async find(manager: EntityManager, id: string, caller?: AuthUser, lock = false): Promise<Blog> {
    const builder = manager.getRepository(Blog).createQueryBuilder('b').where('b.id = :id', { id });
    if (caller?.role === 'seller') builder.andWhere('b.seller_id = :caller', { caller: caller.id });
    if (lock) builder.setLock('pessimistic_write');
    const blog = await builder.getOne();
    if (!blog) throw contentErrors.blogNotFound();
    return blog;
  }
}
