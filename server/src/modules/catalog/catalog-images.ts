import type { DataSource } from 'typeorm';
import type { StorageService } from '../storage/storage.service.js';

/**
 * Deletes the stored files of those `urls` that nothing refers to any more: a picture may be shared by products
 * or a category, and a past order line keeps showing the picture it was bought with.
 */
export async function deleteUnreferencedImages(dataSource: DataSource, storage: StorageService, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const rows = (await dataSource.query(
    `SELECT url FROM unnest($1::text[]) AS u(url)
      WHERE NOT EXISTS (SELECT 1 FROM products WHERE u.url = ANY(images))
        AND NOT EXISTS (SELECT 1 FROM categories WHERE image = u.url)
        AND NOT EXISTS (SELECT 1 FROM order_lines WHERE image = u.url)`,
    [urls],
  )) as { url: string }[];
  await Promise.all(rows.map((row) => storage.deleteImage(row.url)));
}
