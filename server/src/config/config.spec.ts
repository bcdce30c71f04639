import { addressLines, ConfigError, DEMO_SHOP, loadConfig } from './config.js';

/** A complete PAYMENT_PROVIDER=phonepe environment. */
const PHONEPE = {
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_CLIENT_ID: 'SONAUAT_2511',
  PHONEPE_CLIENT_SECRET: 'c2VjcmV0LW9mLXRoZS1tZXJjaGFudA',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_ENV: 'PRODUCTION',
  PHONEPE_CALLBACK_USER: 'sona_webhook',
  PHONEPE_CALLBACK_PASSWORD: 'webhook2pass',
};

describe('loadConfig', () => {
  it('has the defaults of CONTRACT.md', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      paymentProvider: 'sandbox',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      responseCacheMs: 30_000,
      databasePoolSize: 8,
      rateLimit: { loginFailures: 10, loginWindowSeconds: 900, authCallsPerMinute: 300 },
      shutdownGraceMs: 10_000,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc").'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000").'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL starting with postgres: or postgresql:// (got "mysql://x").'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false (got "maybe").'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "0").'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").'],
    [{ LOG_FORMAT: 'text' }, 'LOG_FORMAT must be one of pretty, json (got "text").'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long.'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters long.'],
    [{ ADMIN_EMAIL: 'owner' }, 'ADMIN_EMAIL must be an e-mail address, e.g. owner@example.com or admin@localhost (got "owner").'],
    [{ ADMIN_EMAIL: 'owner@local_host' }, 'ADMIN_EMAIL must be an e-mail address, e.g. owner@example.com or admin@localhost (got "owner@local_host").'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be one of sandbox, phonepe (got "paypal").'],
    [{ PHONEPE_ENV: 'UAT' }, 'PHONEPE_ENV must be one of SANDBOX, PRODUCTION (got "UAT").'],
    [{ PHONEPE_CLIENT_VERSION: 'v1' }, 'PHONEPE_CLIENT_VERSION must be a whole number from 1 to 1000000 (got "v1").'],
    [{ ...PHONEPE, PHONEPE_CLIENT_ID: '' }, 'PHONEPE_CLIENT_ID must be set when PAYMENT_PROVIDER is phonepe.'],
    [{ ...PHONEPE, PHONEPE_CLIENT_SECRET: ' ' }, 'PHONEPE_CLIENT_SECRET must be set when PAYMENT_PROVIDER is phonepe.'],
    [{ ...PHONEPE, PHONEPE_CLIENT_VERSION: undefined }, 'PHONEPE_CLIENT_VERSION must be set when PAYMENT_PROVIDER is phonepe.'],
    [{ ...PHONEPE, PHONEPE_CALLBACK_USER: undefined }, 'PHONEPE_CALLBACK_USER must be set when PAYMENT_PROVIDER is phonepe.'],
    [{ ...PHONEPE, PHONEPE_CALLBACK_PASSWORD: undefined }, 'PHONEPE_CALLBACK_PASSWORD must be set when PAYMENT_PROVIDER is phonepe.'],
    [{ ...PHONEPE, PHONEPE_ENV: undefined }, 'PHONEPE_ENV must be set to SANDBOX or PRODUCTION when PAYMENT_PROVIDER is phonepe.'],
    [{ SHUTDOWN_GRACE_MS: '500' }, 'SHUTDOWN_GRACE_MS must be a whole number from 1000 to 600000 (got "500").'],
    [{ SHUTDOWN_GRACE_MS: '10s' }, 'SHUTDOWN_GRACE_MS must be a whole number from 1000 to 600000 (got "10s").'],
    [
      { PUBLIC_URL: 'https://shop.example.com' },
      'PAYMENT_PROVIDER must be set when PUBLIC_URL is https: phonepe for real payments, or sandbox to run the test payment simulator (anyone can mark an order paid there).',
    ],
    [
      { NODE_ENV: 'production' },
      'PAYMENT_PROVIDER must be set when NODE_ENV is production: phonepe for real payments, or sandbox to run the test payment simulator (anyone can mark an order paid there).',
    ],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', PAYMENT_PROVIDER: ' ' },
      'PAYMENT_PROVIDER must be set when NODE_ENV is production: phonepe for real payments, or sandbox to run the test payment simulator (anyone can mark an order paid there).',
    ],
  ])('refuses %j with one sentence naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('logs short lines for a person at a terminal and JSON lines into a pipe or a file, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
  });

  it('takes a staff address with a single-label domain for ADMIN_EMAIL, as the staff sign-in does, lower-cased', () => {
    expect(loadConfig({ ADMIN_EMAIL: ' Owner@LocalHost ' }).adminEmail).toBe('owner@localhost');
    expect(loadConfig({ ADMIN_EMAIL: 'owner@sona-jewellers.in' }).adminEmail).toBe('owner@sona-jewellers.in');
  });

  it('reads the PhonePe credentials for PAYMENT_PROVIDER=phonepe', () => {
    expect(loadConfig(PHONEPE)).toMatchObject({
      paymentProvider: 'phonepe',
      phonepe: {
        clientId: 'SONAUAT_2511',
        clientSecret: 'c2VjcmV0LW9mLXRoZS1tZXJjaGFudA',
        clientVersion: 1,
        env: 'PRODUCTION',
        callbackUser: 'sona_webhook',
        callbackPassword: 'webhook2pass',
      },
    });
  });

  it('needs no PhonePe credentials for the sandbox, and keeps the ones given', () => {
    expect(loadConfig({}).phonepe).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      clientVersion: undefined,
      env: 'SANDBOX',
      callbackUser: undefined,
      callbackPassword: undefined,
    });
    expect(loadConfig({ PHONEPE_CALLBACK_USER: 'shared_user' }).phonepe.callbackUser).toBe('shared_user');
  });

  it('reads TRUST_PROXY as a switch or a number of hops', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/', PAYMENT_PROVIDER: 'sandbox' }).publicUrl).toBe('https://shop.example.com');
  });

  it('runs the payment simulator on a deployed shop (https PUBLIC_URL or NODE_ENV=production) only when PAYMENT_PROVIDER=sandbox says so', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ ...PHONEPE, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }).paymentProvider).toBe('phonepe');
    // A shop tried out on a laptop or in CI still starts with the simulator by default.
    expect(loadConfig({ PUBLIC_URL: 'http://shop.local:8080', NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
  });

  it('takes SHUTDOWN_GRACE_MS in milliseconds', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
  });

  it("reads the shop's invoice details, with the demo shop's by default", () => {
    expect(loadConfig({}).shop).toEqual(DEMO_SHOP);
    const shop = loadConfig({
      SHOP_LEGAL_NAME: 'Sona Jewellers LLP',
      SHOP_ADDRESS: '2 Park Street | Kolkata, West Bengal 700016',
      SHOP_GSTIN: ' 19aasfs4126k1z7 ',
      SHOP_EMAIL: 'accounts@sona.example',
      SHOP_PHONE: '+91 33 2222 0000',
      SHOP_INVOICE_PREFIX: 'SJK',
      SHOP_CREDIT_NOTE_PREFIX: 'CNK',
    }).shop;
    expect(shop).toEqual({
      legalName: 'Sona Jewellers LLP',
      // The trade name follows the legal name unless set.
      tradeName: 'Sona Jewellers LLP',
      address: ['2 Park Street', 'Kolkata, West Bengal 700016'],
      gstin: '19AASFS4126K1Z7',
      email: 'accounts@sona.example',
      phone: '+91 33 2222 0000',
      invoicePrefix: 'SJK',
      creditNotePrefix: 'CNK',
    });
    expect(loadConfig({ SHOP_TRADE_NAME: 'Sona', SHOP_ADDRESS: '1 Road, Jaipur,, Rajasthan' }).shop).toMatchObject({
      legalName: 'Sona Jewellers',
      tradeName: 'Sona',
      address: ['1 Road', 'Jaipur', 'Rajasthan'],
    });
    expect(() => loadConfig({ SHOP_EMAIL: 'nobody' })).toThrow('SHOP_EMAIL must be an e-mail address');
  });

  it('reads SHOP_LUT as the ARN of a Letter of Undertaking, upper-cased, and has none by default', () => {
    expect(loadConfig({}).shop.lut).toBeUndefined();
    expect(loadConfig({ SHOP_LUT: ' ad080425000123x ' }).shop.lut).toBe('AD080425000123X');
    expect(() => loadConfig({ SHOP_LUT: 'LUT-2025-26' })).toThrow('SHOP_LUT must be the ARN of the shop\'s Letter of Undertaking');
    expect(() => loadConfig({ SHOP_LUT: 'AD081325000123X' })).toThrow(ConfigError);
  });

  it('splits SHOP_ADDRESS on "|" when it has one, else on ","', () => {
    expect(addressLines('A, B | C')).toEqual(['A, B', 'C']);
    expect(addressLines('A, B')).toEqual(['A', 'B']);
  });
});
