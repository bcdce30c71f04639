import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { RuntimeConfig } from '../../../config/config.js';
import { readOrCreateSandboxGatewaySecrets } from '../../../database/secrets.js';

/** What PhonePe hands a merchant: API client credentials and the username and password that sign callbacks. */
export type MerchantCredentials = {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  callbackUser: string;
  callbackPassword: string;
};

/**
 * The merchant credentials in use: the PHONEPE_* variables; with the sandbox, whatever is not given comes from the
 * credentials generated once in DATA_DIR. Read on first use, so building the app (e.g. for the OpenAPI document)
 * writes nothing.
 */
@Injectable()
export class GatewayCredentials {
  private resolved: MerchantCredentials | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {}

  get(): MerchantCredentials {
    this.resolved ??= this.resolve();
    return this.resolved;
  }

  private resolve(): MerchantCredentials {
    const { clientId, clientSecret, clientVersion, callbackUser, callbackPassword } = this.config.phonepe;
    // PAYMENT_PROVIDER=phonepe: config.ts has made sure every one is given.
    if (clientId && clientSecret && clientVersion && callbackUser && callbackPassword) {
      return { clientId, clientSecret, clientVersion, callbackUser, callbackPassword };
    }
    const generated = readOrCreateSandboxGatewaySecrets(this.config.dataDir);
    return {
      clientId: clientId ?? generated.clientId,
      clientSecret: clientSecret ?? generated.clientSecret,
      clientVersion: clientVersion ?? generated.clientVersion,
      callbackUser: callbackUser ?? generated.callbackUser,
      callbackPassword: callbackPassword ?? generated.callbackPassword,
    };
  }
}
