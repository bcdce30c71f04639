import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { SortOrder } from '../../common/http/simple-rest.js';
import { UUID } from '../../common/uuid.js';
import { updateChanged } from '../../database/changes.js';
import { type PageWindow, paginate } from '../../database/paginate.js';
import { PREVIOUS_SLUGS } from '../catalog/slug.repository.js';
import { Blog } from './entities/blog.entity.js';

/** How the journal's search box finds posts: by word prefixes (a tsquery), by the text as typed (an ILIKE pattern), or not at all. */
export type BlogSearch = { tsQuery: string } | { pattern: string } | undefined;

/** What a new post is saved with. */
export type NewBlog = Pick<Blog, 'name' | 'slug' | 'description' | 'additionalDescription' | 'images' | 'sellerId'>;

/** The SQL of the blogs table (its previous slugs are catalog/slug.repository.ts's). Methods given a `manager` run in its transaction. */
@Injectable()
export class BlogRepository {
  constructor(@InjectRepository(Blog) private readonly blogs: Repository<Blog>) {}

  private of(manager?: EntityManager): Repository<Blog> {
    return manager ? manager.getRepository(Blog) : this.blogs;
  }

  /** One page of posts, newest first; searched, the best matches first. */
  search(search: BlogSearch, window: PageWindow): Promise<{ rows: Blog[]; total: number }> {
    const builder = this.blogs.createQueryBuilder('b');
    const newest = { 'b.created_at': 'DESC', 'b.id': 'DESC' } as const;
    if (search && 'tsQuery' in search) {
      // Whole and half-typed words through the GIN index on the generated vector ('earr' finds 'earrings').
      builder.where(`b.search @@ to_tsquery('simple', :ts)`, { ts: search.tsQuery });
      return paginate(builder, window, { [`ts_rank(b.search, to_tsquery('simple', :ts))`]: 'DESC', ...newest });
    }
    if (search) {
      builder.where(
        `(b.name ILIKE :pattern OR array_to_string(b.description, ' ') ILIKE :pattern
            OR EXISTS (SELECT 1 FROM jsonb_array_elements(b.additional_description) s WHERE s->>'heading' ILIKE :pattern OR s->>'description' ILIKE :pattern))`,
        { pattern: search.pattern },
      );
    }
    return paginate(builder, window, newest);
  }

  /** A post by its id, its slug or a slug it had before (any letter case; an old one also as it was), in that order. */
  findBySlugOrId(slugOrId: string): Promise<Blog | null> {
    const builder = this.blogs
      .createQueryBuilder('b')
      .where(`b.slug = lower(:key) OR b.id = (SELECT h.blog_id FROM ${PREVIOUS_SLUGS.blog} h WHERE h.slug IN (:key, lower(:key)) LIMIT 1)`, { key: slugOrId })
      .orderBy('b.slug = lower(:key)', 'DESC');
    // The id is compared only when the key looks like one: a uuid column compared with other text would fail.
    if (UUID.test(slugOrId)) builder.orWhere('b.id = CAST(:id AS uuid)', { id: slugOrId }).orderBy('b.id = CAST(:id AS uuid)', 'DESC').addOrderBy('b.slug = lower(:key)', 'DESC');
    return builder.getOne();
  }

  /** One page of the console's list: the posts of `sellerId` only when given, matching `pattern` in name or slug, of `ids`. */
  list(filter: { sellerId?: string; pattern?: string; ids?: string[] }, window: PageWindow, sort: Readonly<Record<string, SortOrder>>): Promise<{ rows: Blog[]; total: number }> {
    const builder = this.blogs.createQueryBuilder('b');
    if (filter.sellerId) builder.andWhere('b.seller_id = :caller', { caller: filter.sellerId });
    if (filter.pattern) builder.andWhere('(b.name ILIKE :q OR b.slug ILIKE :q)', { q: filter.pattern });
    if (filter.ids) builder.andWhere(filter.ids.length ? 'b.id IN (:...ids)' : 'false', { ids: filter.ids });
    return paginate(builder, window, sort);
  }

  /** A post by id; with `sellerId`, only if it is that seller's; its row locked when `lock` is set. */
  find(id: string, { sellerId, lock = false, manager }: { sellerId?: string; lock?: boolean; manager?: EntityManager } = {}): Promise<Blog | null> {
    const builder = this.of(manager).createQueryBuilder('b').where('b.id = :id', { id });
    if (sellerId) builder.andWhere('b.seller_id = :caller', { caller: sellerId });
    if (lock) builder.setLock('pessimistic_write');
    return builder.getOne();
  }

  /** Saves a new post; answers it with its id. */
  save(manager: EntityManager, fields: NewBlog): Promise<Blog> {
    const blogs = this.of(manager);
    return blogs.save(blogs.create(fields));
  }

  /** Writes the fields of `next` that differ from `current` (database/changes.ts). */
  async updateChanged(manager: EntityManager, id: string, current: Blog, next: Partial<Blog>): Promise<void> {
    await updateChanged(manager, Blog, id, current, next);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await this.of(manager).delete({ id });
  }
}
