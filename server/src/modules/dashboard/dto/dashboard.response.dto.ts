import { OrderSummaryDto } from '../../order/dto/order-admin.response.dto.js';
import { SalesDto } from '../../order/dto/order-sales.response.dto.js';

/** A product running out: the console links it to its edit page, a gift's in the gifts resource. */
export class LowStockProductDto {
  _id: string;
  name: string;
  slug: string;
  stock: number;
  /** A gift of the gift store: edited through /api/admin/gifts, not /api/admin/products. */
  isGift: boolean;
}

/**
 * The console's dashboard: the order figures of GET /api/admin/orders/summary (today's orders and revenue, orders by
 * status), the sales of the last 30 days, the products running out and how many addresses receive the newsletter. A
 * seller's figures and products are their own.
 */
export class DashboardResponseDto extends OrderSummaryDto {
  /**
   * Orders and revenue per Indian day over the last 30 days, today so far against the same time last week, the best
   * sellers. A sale is an order past the payment step and not cancelled (placed, warehouse, shipped, delivered; cash on
   * delivery counts once placed): pending and cancelled orders (refunded, or expired unpaid) never count. Revenue is
   * what customers pay (totals after coupons); a seller's figures count the orders holding their pieces and the sale
   * value of their own lines.
   */
  sales: SalesDto;
  /** Products and gifts with 5 or fewer in stock, fewest first, at most 10. */
  lowStock: LowStockProductDto[];
  /** Newsletter addresses currently subscribed (the shop's, the same for every member of staff). */
  subscribers: number;
}
