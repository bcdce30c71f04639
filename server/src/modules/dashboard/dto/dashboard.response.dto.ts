import { OrderSummaryDto } from '../../order/dto/order-admin.response.dto.js';

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
 * status), the products running out and how many addresses receive the newsletter. A seller's figures and products
 * are their own.
 */
export class DashboardResponseDto extends OrderSummaryDto {
  /** Products and gifts with 5 or fewer in stock, fewest first, at most 10. */
  lowStock: LowStockProductDto[];
  /** Newsletter addresses currently subscribed (the shop's, the same for every member of staff). */
  subscribers: number;
}
