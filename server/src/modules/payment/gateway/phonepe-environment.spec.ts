import { Env, EnvConfig } from 'pg-sdk-node';
import { phonepeEnv, simulatorEnv } from './phonepe-environment.js';

describe('simulatorEnv', () => {
  it("points every SDK host at the simulator and leaves PhonePe's own environments as shipped", () => {
    const env = simulatorEnv('http://127.0.0.1:4321/sandbox-gateway');
    const hosts = EnvConfig.getBaseUrls(env);
    expect([hosts.pgHostUrl, hosts.oAuthHostUrl, hosts.eventsHostUrl]).toEqual(Array(3).fill('http://127.0.0.1:4321/sandbox-gateway'));
    expect(EnvConfig.getBaseUrls(Env.SANDBOX).pgHostUrl).toBe('https://api-preprod.phonepe.com/apis/pg-sandbox');
    expect(EnvConfig.getBaseUrls(Env.PRODUCTION).pgHostUrl).toBe('https://api.phonepe.com/apis/pg');
  });

  it('gives each simulator URL its own environment, and the same one again for the same URL', () => {
    const first = simulatorEnv('http://127.0.0.1:1111/sandbox-gateway');
    const second = simulatorEnv('http://127.0.0.1:2222/sandbox-gateway');
    expect(second).not.toBe(first);
    expect(simulatorEnv('http://127.0.0.1:1111/sandbox-gateway')).toBe(first);
    expect(EnvConfig.getBaseUrls(first).pgHostUrl).toBe('http://127.0.0.1:1111/sandbox-gateway');
  });
});

describe('phonepeEnv', () => {
  it('maps PHONEPE_ENV to the SDK’s environments', () => {
    expect(phonepeEnv('PRODUCTION')).toBe(Env.PRODUCTION);
    expect(phonepeEnv('SANDBOX')).toBe(Env.SANDBOX);
  });
});
