import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CallbackResponse, Env, OrderStatusResponse, RefundStatusResponse, StandardCheckoutClient } from 'pg-sdk-node';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { RuntimeConfig } from '../../../config/config.js';
import { SANDBOX_GATEWAY_PATH } from '../payment.paths.js';
import { GatewayCredentials } from './gateway-credentials.js';
import { LocalAddress } from './local-address.js';
import {
  CallbackMalformedError,
  CallbackRejectedError,
  GATEWAY_STATES,
  type GatewayCallback,
  type GatewayPayment,
  type GatewayRefund,
  type GatewayState,
  type GatewayStatus,
  PaymentGateway,
  PaymentGatewayError,
} from './payment-gateway.js';
import { phonepeEnv, phonepeSdk, simulatorEnv } from './phonepe-environment.js';

/** PhonePe's default: a checkout order accepts payment for 20 minutes. */
export const EXPIRE_AFTER_SECONDS = 1200;
/** The SDK's HTTP client waits forever by default; a shopper should not. */
export const GATEWAY_TIMEOUT_MS = 15_000;

type SdkConstructor = new (clientId: string, clientSecret: string, clientVersion: number, env: Env, shouldPublishEvents: boolean) => StandardCheckoutClient;

const isState = (value: unknown): value is GatewayState => GATEWAY_STATES.includes(value as GatewayState);

/** The status fields every answer about an order carries (status call or callback payload); null when one is missing. */
export function toStatus(
  merchantOrderId: string,
  answer: Partial<Pick<OrderStatusResponse, 'orderId' | 'state' | 'amount' | 'expireAt' | 'paymentDetails' | 'errorCode' | 'detailedErrorCode'>>,
): GatewayStatus | null {
  if (typeof answer.orderId !== 'string' || !isState(answer.state) || !Number.isInteger(answer.amount)) return null;
  return {
    merchantOrderId,
    gatewayOrderId: answer.orderId,
    state: answer.state,
    amountPaise: answer.amount as number,
    expireAt: typeof answer.expireAt === 'number' ? answer.expireAt : 0,
    details: {
      ...(answer.errorCode ? { errorCode: answer.errorCode } : {}),
      ...(answer.detailedErrorCode ? { detailedErrorCode: answer.detailedErrorCode } : {}),
      paymentDetails: Array.isArray(answer.paymentDetails) ? answer.paymentDetails : [],
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof phonepeSdk().PhonePeException) return `${error.type} ${error.httpStatusCode ?? ''} ${error.code ?? ''} ${error.message}`.replace(/\s+/g, ' ').trim();
  return error instanceof Error ? error.message : String(error);
}

/**
 * The one PaymentGateway: PhonePe Standard Checkout v2 through PhonePe's official Node SDK (pg-sdk-node). With
 * PAYMENT_PROVIDER=phonepe it talks to PhonePe (PHONEPE_ENV); with the sandbox, the very same SDK calls go to the
 * simulator this process serves under /sandbox-gateway (see phonepe-environment.ts).
 */
@Injectable()
export class PhonePeGateway extends PaymentGateway {
  readonly provider: string;
  private readonly logger = new Logger('PhonePeGateway');
  private sdk: StandardCheckoutClient | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly credentials: GatewayCredentials,
    private readonly address: LocalAddress,
  ) {
    super();
    this.provider = config.paymentProvider;
  }

  async pay(merchantOrderId: string, amountPaise: number, redirectUrl: string): Promise<GatewayPayment> {
    const request = phonepeSdk()
      .StandardCheckoutPayRequest.builder()
      .merchantOrderId(merchantOrderId)
      .amount(amountPaise)
      .redirectUrl(redirectUrl)
      .expireAfter(EXPIRE_AFTER_SECONDS)
      .build();
    const answer = await this.call('pay', () => this.client().pay(request));
    if (typeof answer.orderId !== 'string' || !isState(answer.state) || typeof answer.redirectUrl !== 'string' || !answer.redirectUrl) {
      throw new PaymentGatewayError(`pay ${merchantOrderId}: the gateway's answer has no order id, state or redirect URL`);
    }
    return { gatewayOrderId: answer.orderId, state: answer.state, redirectUrl: answer.redirectUrl, expireAt: Number(answer.expireAt) || 0 };
  }

  async status(merchantOrderId: string): Promise<GatewayStatus | null> {
    let answer: OrderStatusResponse;
    try {
      answer = await this.call('order status', () => this.client().getOrderStatus(merchantOrderId, true));
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.cause instanceof phonepeSdk().ResourceNotFound) return null;
      throw error;
    }
    const status = toStatus(merchantOrderId, answer);
    if (!status) throw new PaymentGatewayError(`order status ${merchantOrderId}: the gateway's answer has no order id, state or amount`);
    return status;
  }

  async refund(merchantRefundId: string, merchantOrderId: string, amountPaise: number): Promise<GatewayRefund> {
    const request = phonepeSdk()
      .RefundRequest.builder().merchantRefundId(merchantRefundId).originalMerchantOrderId(merchantOrderId).amount(amountPaise).build();
    const answer = await this.call('refund', () => this.client().refund(request));
    if (!isState(answer.state)) throw new PaymentGatewayError(`refund ${merchantRefundId}: the gateway's answer has no state`);
    return { merchantRefundId, state: answer.state, reference: typeof answer.refundId === 'string' ? answer.refundId : null, errorCode: null };
  }

  async refundStatus(merchantRefundId: string): Promise<GatewayRefund | null> {
    let answer: RefundStatusResponse;
    try {
      answer = await this.call('refund status', () => this.client().getRefundStatus(merchantRefundId));
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.cause instanceof phonepeSdk().ResourceNotFound) return null;
      throw error;
    }
    if (!isState(answer.state)) throw new PaymentGatewayError(`refund status ${merchantRefundId}: the gateway's answer has no state`);
    const detail = Array.isArray(answer.paymentDetails) ? answer.paymentDetails[0] : undefined;
    return {
      merchantRefundId,
      state: answer.state,
      reference: typeof detail?.transactionId === 'string' ? detail.transactionId : null,
      errorCode: typeof detail?.errorCode === 'string' ? detail.errorCode : null,
    };
  }

  verifyCallback(authorization: string | undefined, rawBody: string): GatewayCallback {
    const { callbackUser, callbackPassword } = this.credentials.get();
    const client = this.client();
    let callback: (CallbackResponse & { event?: unknown }) | null;
    try {
      callback = client.validateCallback(callbackUser, callbackPassword, authorization ?? '', rawBody);
    } catch (error) {
      if (error instanceof phonepeSdk().PhonePeException) throw new CallbackRejectedError('The callback is not signed with our callback credentials.');
      throw new CallbackMalformedError('The callback body is not JSON.');
    }
    const payload = (typeof callback === 'object' ? callback?.payload : undefined) as (CallbackResponse['payload'] & { merchantOrderId?: unknown }) | undefined;
    const merchantOrderId = payload?.merchantOrderId;
    const status = typeof merchantOrderId === 'string' && typeof payload === 'object' ? toStatus(merchantOrderId, payload) : null;
    if (!callback || !status) throw new CallbackMalformedError('The callback does not describe a checkout order.');
    // PhonePe names the event in `event`; `type` is its older, deprecated name.
    const event = typeof callback.event === 'string' ? callback.event : String(callback.type ?? '');
    return { ...status, event };
  }

  /**
   * One SDK call, with one retry when the gateway refused the OAuth token: the SDK keeps one token for the whole
   * process and, on a 401, fetches a new one and rethrows, so the retry goes out with the fresh token.
   */
  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof phonepeSdk().UnauthorizedAccess)) throw error;
        return await work();
      }
    } catch (error) {
      if (error instanceof PaymentGatewayError) throw error;
      this.logger.warn(`${what} failed: ${describe(error)}`);
      throw new PaymentGatewayError(`${what} failed: ${describe(error)}`, { cause: error });
    }
  }

  private client(): StandardCheckoutClient {
    if (this.sdk) return this.sdk;
    const { clientId, clientSecret, clientVersion } = this.credentials.get();
    let env: Env;
    if (this.config.paymentProvider === 'sandbox') {
      const local = this.address.baseUrl();
      if (!local) throw new PaymentGatewayError('the sandbox gateway is served by this process, which is not listening yet');
      env = simulatorEnv(`${local}/${SANDBOX_GATEWAY_PATH}`);
    } else {
      env = phonepeEnv(this.config.phonepe.env);
    }
    // StandardCheckoutClient.getInstance keeps ONE client per process and throws ('Cannot re-initialize') when asked
    // for another configuration, which several apps in one process (tests) need; each gateway owns its client instead.
    // Events publishing is off: nothing leaves for PhonePe's event ingestion.
    const Sdk = phonepeSdk().StandardCheckoutClient as unknown as SdkConstructor;
    this.sdk = new Sdk(clientId, clientSecret, clientVersion, env, false);
    this.sdk.httpClient.defaults.timeout = GATEWAY_TIMEOUT_MS;
    return this.sdk;
  }
}
