import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/config.js';
import { Payment } from './entities/payment.entity.js';
import { SandboxGatewayOrder } from './entities/sandbox-gateway-order.entity.js';
import { GatewayCredentials } from './gateway/gateway-credentials.js';
import { LocalAddress } from './gateway/local-address.js';
import { PaymentGateway } from './gateway/payment-gateway.js';
import { PhonePeGateway } from './gateway/phonepe.gateway.js';
import { SandboxGatewayController } from './sandbox/sandbox-gateway.controller.js';
import { SandboxGatewayService } from './sandbox/sandbox-gateway.service.js';

/** Online payments through PhonePe's SDK; with PAYMENT_PROVIDER=sandbox also the simulator the SDK then talks to. */
@Module({})
export class PaymentModule {
  static forRoot(config: Pick<AppConfig, 'paymentProvider'>): DynamicModule {
    const sandbox = config.paymentProvider === 'sandbox';
    return {
      module: PaymentModule,
      imports: [TypeOrmModule.forFeature([Payment, SandboxGatewayOrder])],
      controllers: [...(sandbox ? [SandboxGatewayController] : [])],
      providers: [GatewayCredentials, LocalAddress, { provide: PaymentGateway, useClass: PhonePeGateway }, ...(sandbox ? [SandboxGatewayService] : [])],
      exports: [PaymentGateway],
    };
  }
}
