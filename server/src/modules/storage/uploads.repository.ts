import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { IMAGE_WIDTHS } from './storage.service.js';

/**
 * The urls of every width of the picture `key` (a SQL expression), as an array: records may show any of them.
 * `$widths` is the parameter holding IMAGE_WIDTHS.
 */
const variants = (key: string, widths: string) => `ARRAY(SELECT ${key} || '-' || w || '.webp' FROM unnest(${widths}::int[]) AS w)`;

/**
 * Whether a record shows the picture whose widths are `v`: every table that keeps picture urls, the past (order
 * lines keep the picture a piece was bought with) as well as the present.
 */
const SHOWN_ANYWHERE = (v: string) => `
     EXISTS (SELECT 1 FROM products p WHERE p.images && ${v})
  OR EXISTS (SELECT 1 FROM categories c WHERE c.image = ANY(${v}))
  OR EXISTS (SELECT 1 FROM order_lines l WHERE l.image = ANY(${v}))
  OR EXISTS (SELECT 1 FROM banners n WHERE n.url = ANY(${v}))
  OR EXISTS (SELECT 1 FROM blogs b WHERE b.images && ${v}
               OR EXISTS (SELECT 1 FROM jsonb_array_elements(b.additional_description) s WHERE s->>'image' = ANY(${v})))`;

/** The same, limited to the records a seller owns (their products, gifts and posts). */
const SHOWN_BY_SELLER = (v: string, seller: string) => `
     EXISTS (SELECT 1 FROM products p WHERE p.seller_id = ${seller} AND p.images && ${v})
  OR EXISTS (SELECT 1 FROM blogs b WHERE b.seller_id = ${seller} AND (b.images && ${v}
               OR EXISTS (SELECT 1 FROM jsonb_array_elements(b.additional_description) s WHERE s->>'image' = ANY(${v}))))`;

/** The SQL of the uploads table and of the references to pictures; keys are `/uploads/<folder>/<name>` (pictureKeyOf). */
@Injectable()
export class UploadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records pictures just stored, by whom (null: the shop itself). */
  async record(keys: readonly string[], folder: string, uploaderId: string | null): Promise<void> {
    if (keys.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO uploads (key, folder, uploader_id) SELECT k, $2, $3 FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE SET folder = EXCLUDED.folder, uploader_id = EXCLUDED.uploader_id`,
      [keys, folder, uploaderId],
    );
  }

  /** Forgets pictures whose files are gone. */
  async forget(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.dataSource.query('DELETE FROM uploads WHERE key = ANY($1::text[])', [keys]);
  }

  /**
   * Those of `keys` the seller may show: uploaded by them into one of `folders`, or already shown by one of their own
   * products, gifts or posts (pictures stored before uploads were recorded, the demo shop's).
   */
  async ownedBySeller(keys: readonly string[], sellerId: string, folders: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = (await manager.query(
      `SELECT k.key FROM unnest($1::text[]) AS k(key)
        WHERE EXISTS (SELECT 1 FROM uploads u WHERE u.key = k.key AND u.uploader_id = $2 AND u.folder = ANY($3::text[]))
           OR ${SHOWN_BY_SELLER(variants('k.key', '$4'), '$2')}`,
      [keys, sellerId, folders, IMAGE_WIDTHS],
    )) as { key: string }[];
    return new Set(rows.map((row) => row.key));
  }

  /** Those of `keys` that no record shows any more, whatever its kind or folder. */
  async unreferenced(keys: readonly string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT k.key FROM (SELECT DISTINCT unnest($1::text[]) AS key) k WHERE NOT (${SHOWN_ANYWHERE(variants('k.key', '$2'))})`,
      [keys, IMAGE_WIDTHS],
    )) as { key: string }[];
    return rows.map((row) => row.key);
  }
}
