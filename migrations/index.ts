import { Accounts1763800000000 } from './1763800000000-accounts.js';
import { Catalog1763900000000 } from './1763900000000-catalog.js';
import { Browse1764000000000 } from './1764000000000-browse.js';
import { Orders1764100000000 } from './1764100000000-orders.js';
import { CatalogChanged1764120000000 } from './1764120000000-catalog-changed.js';
import { CatalogSortIndexes1764130000000 } from './1764130000000-catalog-sort-indexes.js';
import { Content1764200000000 } from './1764200000000-content.js';
import { OrderLinePosition1764300000000 } from './1764300000000-order-line-position.js';
import { CatalogCategoryIndexes1764400000000 } from './1764400000000-catalog-category-indexes.js';
import { BlogsChanged1764500000000 } from './1764500000000-blogs-changed.js';
import { SearchSteadyUnderOrders1764700000000 } from './1764700000000-search-steady-under-orders.js';
import { SearchWords1764800000000 } from './1764800000000-search-words.js';
import { StockChanges1764900000000 } from './1764900000000-stock-changes.js';
import { PreviousSlugs1765013000000 } from './1765013000000-previous-slugs.js';
import { Sessions1765100000000 } from './1765100000000-sessions.js';
import { Ownership1765200000000 } from './1765200000000-ownership.js';
import { JewellerPricing1765300000000 } from './1765300000000-jeweller-pricing.js';
import { MetalRateRepricing1765310000000 } from './1765310000000-metal-rate-repricing.js';
import { Invoices1765320000000 } from './1765320000000-invoices.js';
import { CartAddedPrice1765340000000 } from './1765340000000-cart-added-price.js';
import { ProductSearch1765400000000 } from './1765400000000-product-search.js';
import { ProductsDiscountIndex1765401000000 } from './1765401000000-products-discount-index.js';
import { AddressCountry1765410000000 } from './1765410000000-address-country.js';
import { Delivery1765420000000 } from './1765420000000-delivery.js';
import { ExchangeRates1765430000000 } from './1765430000000-exchange-rates.js';
import { Shipments1765440000000 } from './1765440000000-shipments.js';

/** Every migration, oldest first; `npm run migration:generate` adds its file here. */
export const migrations = [Accounts1763800000000, Catalog1763900000000, Browse1764000000000, Orders1764100000000, CatalogChanged1764120000000, CatalogSortIndexes1764130000000, Content1764200000000, OrderLinePosition1764300000000, CatalogCategoryIndexes1764400000000, BlogsChanged1764500000000, SearchSteadyUnderOrders1764700000000, SearchWords1764800000000, StockChanges1764900000000, PreviousSlugs1765013000000, Sessions1765100000000, Ownership1765200000000, JewellerPricing1765300000000, MetalRateRepricing1765310000000, Invoices1765320000000, CartAddedPrice1765340000000, ProductSearch1765400000000, ProductsDiscountIndex1765401000000, AddressCountry1765410000000, Delivery1765420000000, ExchangeRates1765430000000, Shipments1765440000000];
