import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export type LowStockRow = { id: string; name: string; slug: string; stock: number; is_gift: boolean };

/** The dashboard's own SQL: the products running out (the order figures come from the order module). */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Products and gifts with `atMost` or fewer left, fewest first (then by name), at most `limit`; with `sellerId`, theirs only. */
  async lowStock(atMost: number, limit: number, sellerId: string | undefined): Promise<LowStockRow[]> {
    return (await this.dataSource.query(
      `SELECT id, name, slug, stock, is_gift FROM products
        WHERE stock <= $1 ${sellerId ? 'AND seller_id = $3' : ''}
        ORDER BY stock ASC, name ASC, id ASC LIMIT $2`,
      sellerId ? [atMost, limit, sellerId] : [atMost, limit],
    )) as LowStockRow[];
  }
}
