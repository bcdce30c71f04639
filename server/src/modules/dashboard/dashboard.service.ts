import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { LOW_STOCK } from '../catalog/products-admin.service.js';
import { NewsletterService } from '../content/newsletter.service.js';
import { OrdersAdminService } from '../order/orders-admin.service.js';
import type { DashboardResponseDto, LowStockProductDto } from './dto/dashboard.response.dto.js';

/** How many running-out products the dashboard lists. */
export const LOW_STOCK_LISTED = 10;

/** The console's first screen: the order module's figures and sales, the products running out, the newsletter's reach. */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersAdminService,
    private readonly newsletter: NewsletterService,
  ) {}

  async dashboard(caller: AuthUser): Promise<DashboardResponseDto> {
    const [summary, sales, lowStock, subscribers] = await Promise.all([
      this.orders.summary(caller),
      this.orders.sales(caller),
      this.lowStock(caller),
      this.newsletter.countSubscribed(),
    ]);
    return { ...summary, sales, lowStock, subscribers };
  }

  /** Products and gifts with LOW_STOCK or fewer left, fewest first (then by name), each saying whether it is a gift; a seller's own only. */
  private async lowStock(caller: AuthUser): Promise<LowStockProductDto[]> {
    const seller = caller.role === 'seller';
    const rows = (await this.dataSource.query(
      `SELECT id, name, slug, stock, is_gift FROM products
        WHERE stock <= $1 ${seller ? 'AND seller_id = $3' : ''}
        ORDER BY stock ASC, name ASC, id ASC LIMIT $2`,
      seller ? [LOW_STOCK, LOW_STOCK_LISTED, caller.id] : [LOW_STOCK, LOW_STOCK_LISTED],
    )) as { id: string; name: string; slug: string; stock: number; is_gift: boolean }[];
    return rows.map((row) => ({ _id: row.id, name: row.name, slug: row.slug, stock: row.stock, isGift: row.is_gift }));
  }
}
