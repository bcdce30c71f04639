import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonModule } from './common/common.module.js';
import { ConfigModule } from './config/config.module.js';
import type { RuntimeConfig } from './config/config.js';
import { dataSourceOptions } from './database/data-source.js';
import { AddressModule } from './modules/address/address.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CartModule } from './modules/cart/cart.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { CouponModule } from './modules/coupon/coupon.module.js';
import { CurrencyModule } from './modules/currency/currency.module.js';
import { DeliveryModule } from './modules/delivery/delivery.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { GiftModule } from './modules/gift/gift.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { InvoiceModule } from './modules/invoice/invoice.module.js';
import { OrderModule } from './modules/order/order.module.js';
import { ShippingModule } from './modules/shipping/shipping.module.js';
import { PaymentModule } from './modules/payment/payment.module.js';
import { ReturnsModule } from './modules/returns/returns.module.js';
import { PricingModule } from './modules/pricing/pricing.module.js';
import { ReviewModule } from './modules/review/review.module.js';
import { SeedModule } from './modules/seed/seed.module.js';
import { SeoModule } from './modules/seo/seo.module.js';
import { StorageModule } from './modules/storage/storage.module.js';
import { WishlistModule } from './modules/wishlist/wishlist.module.js';

@Module({})
export class AppModule {
  static forRoot(config: RuntimeConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.databaseUrl, config.databasePoolSize)),
        CommonModule,
        MailModule,
        StorageModule,
        HealthModule,
        AuthModule,
        CatalogModule,
        PricingModule,
        CurrencyModule,
        GeoModule,
        ReviewModule,
        ContentModule,
        SeoModule,
        CouponModule,
        WishlistModule,
        CartModule,
        AddressModule,
        InvoiceModule,
        DeliveryModule,
        OrderModule,
        ShippingModule,
        ScheduleModule.forRoot(), // once for the whole app: the @Cron jobs live in the modules they serve
        PaymentModule.forRoot(config),
        ReturnsModule,
        GiftModule,
        DashboardModule,
        SeedModule,
      ],
    };
  }
}
