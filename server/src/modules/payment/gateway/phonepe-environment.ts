import { createRequire } from 'node:module';
import type { Env } from 'pg-sdk-node';

// PhonePe's SDK (with its own axios and class-validator, 6 MB of heap) is loaded by the first payment call, not by
// every server as it starts. Its entry is CommonJS, so require() gives the same module an import would, at once.
const require = createRequire(import.meta.url);
export type PhonePeSdk = typeof import('pg-sdk-node');
export const phonepeSdk = (): PhonePeSdk => require('pg-sdk-node') as PhonePeSdk;
// Not re-exported by the package's index: the table EnvConfig.getBaseUrls reads its hosts from.
const baseUrlTable = (): Record<string, Hosts> =>
  (require('pg-sdk-node/dist/common/constants/BaseUrl.js') as { BaseUrl: Record<string, Hosts> }).BaseUrl;

type Hosts = { PG_HOST_URL: string; OAUTH_HOST_URL: string; EVENTS_HOST_URL: string };

/**
 * The SDK environment whose API, OAuth and events hosts are all `baseUrl`: the built-in simulator. The SDK looks an
 * environment up in its BaseUrl table by key (EnvConfig.getBaseUrls), so one more entry, named after the URL, points
 * the unchanged SDK at the simulator while PhonePe's own SANDBOX and PRODUCTION entries stay as shipped. One entry
 * per URL: several apps in one process (tests) each get theirs, and an entry never changes once a client uses it.
 */
export function simulatorEnv(baseUrl: string): Env {
  const key = `SIMULATOR ${baseUrl}`;
  const table = baseUrlTable();
  if (!Object.prototype.hasOwnProperty.call(table, key)) {
    table[key] = { PG_HOST_URL: baseUrl, OAUTH_HOST_URL: baseUrl, EVENTS_HOST_URL: baseUrl };
  }
  const env = key as Env;
  // An unknown key silently falls back to PhonePe's SANDBOX hosts: never let that happen with the simulator's credentials.
  const hosts = phonepeSdk().EnvConfig.getBaseUrls(env);
  if (hosts.pgHostUrl !== baseUrl || hosts.oAuthHostUrl !== baseUrl) {
    throw new Error(`pg-sdk-node did not take the simulator's base URL ${baseUrl}; check the SDK version`);
  }
  return env;
}

/** PhonePe's own environments, as PHONEPE_ENV names them. */
export function phonepeEnv(name: 'SANDBOX' | 'PRODUCTION'): Env {
  const { Env } = phonepeSdk();
  return name === 'PRODUCTION' ? Env.PRODUCTION : Env.SANDBOX;
}
