import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { LOW_STOCK } from '../catalog/products-admin.service.js';
import { NewsletterService } from '../content/newsletter.service.js';
import { OrdersAdminService } from '../order/orders-admin.service.js';
import { DashboardRepository } from './dashboard.repository.js';
import type { DashboardResponseDto, LowStockProductDto } from './dto/dashboard.response.dto.js';

/** How many running-out products the dashboard lists. */
export const LOW_STOCK_LISTED = 10;

/** The console's first screen: the order module's figures and sales, the products running out, the newsletter's reach. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
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
    const rows = await this.repository.lowStock(LOW_STOCK, LOW_STOCK_LISTED, caller.role === 'seller' ? caller.id : undefined);
    return rows.map((row) => ({ _id: row.id, name: row.name, slug: row.slug, stock: row.stock, isGift: row.is_gift }));
  }
}
