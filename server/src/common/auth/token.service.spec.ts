import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { DataSource } from 'typeorm';
import type { RuntimeConfig } from '../../config/config.js';
import type { ChangeFeed } from '../../database/change-feed.js';
import { TokenService } from './token.service.js';

/**
 * What the token service keeps of an open session, and when it reads it again: the rules e2e tests cannot isolate
 * (the session's end and the time limit, without a change to the tables that would clear everything anyway).
 * PostgreSQL is a stand-in here that answers the session read and counts it; the e2e tests use the real one.
 */
describe('TokenService keeps open sessions', () => {
  const jwt = new JwtService({ secret: 'token-service-spec-secret' });
  const signedAt = Date.now();
  const userId = randomUUID();
  const sessionId = randomUUID();
  const token = jwt.sign({ id: userId, name: 'Asha', email: 'asha@example.com', role: 'customer', sid: sessionId }, { expiresIn: 3600 });
  const account = { name: 'Asha Verma', email: 'asha@example.com', role: 'customer', phone: '9876543210', createdAt: new Date('2026-01-01T00:00:00Z') };

  let now: number;
  let reads: number;
  let sessionEndsAt: number | undefined;
  /** Runs while the stand-in answers a read. */
  let duringRead: () => void;
  let feed: { listening: boolean; accountChanges: number; start: () => Promise<void> };
  let tokens: TokenService;

  beforeEach(() => {
    // The tokens above were signed by the real clock, and expire an hour after.
    now = signedAt;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    reads = 0;
    duringRead = () => undefined;
    sessionEndsAt = now + 3_600_000;
    feed = { listening: true, accountChanges: 0, start: async () => undefined };
    const client = {
      query: async ({ values }: { values: unknown[] }) => {
        reads += 1;
        duringRead();
        const open = sessionEndsAt !== undefined && sessionEndsAt > now && values[0] === sessionId && values[1] === userId;
        return { rows: open ? [{ ...account, expiresAt: new Date(sessionEndsAt!) }] : [] };
      },
    };
    const dataSource = { driver: { obtainMasterConnection: async () => [client, () => undefined] } } as unknown as DataSource;
    tokens = new TokenService(jwt, dataSource, { jwtExpiresInSeconds: 3600 } as RuntimeConfig, feed as unknown as ChangeFeed);
  });

  afterEach(() => jest.restoreAllMocks());

  it('reads a session once and answers the account as read until a change to accounts or sessions is heard', async () => {
    expect(await tokens.authenticate(token)).toMatchObject({ id: userId, sessionId, name: 'Asha Verma', phone: '9876543210', role: 'customer' });
    expect(await tokens.authenticate(token)).toMatchObject({ name: 'Asha Verma' });
    expect(reads).toBe(1);
    feed.accountChanges += 1;
    await tokens.authenticate(token);
    expect(reads).toBe(2);
    await tokens.authenticate(token);
    expect(reads).toBe(2);
  });

  it('reads again once the session has ended, and refuses it then', async () => {
    sessionEndsAt = now + 5_000;
    await tokens.authenticate(token);
    now += 4_999;
    await tokens.authenticate(token);
    expect(reads).toBe(1);
    now += 1;
    expect(await tokens.authenticate(token)).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('trusts what it read for a minute at most, even with nothing heard', async () => {
    await tokens.authenticate(token);
    now += 59_999;
    await tokens.authenticate(token);
    expect(reads).toBe(1);
    now += 1;
    await tokens.authenticate(token);
    expect(reads).toBe(2);
  });

  it('keeps nothing while the change feed is not listening, nor what it read while a change was heard', async () => {
    feed.listening = false;
    await tokens.authenticate(token);
    await tokens.authenticate(token);
    expect(reads).toBe(2);
    feed.listening = true;
    // A change heard while the read is under way: what it read may be from before the change.
    duringRead = () => {
      feed.accountChanges += 1;
      duringRead = () => undefined;
    };
    await tokens.authenticate(token);
    await tokens.authenticate(token);
    expect(reads).toBe(4);
    await tokens.authenticate(token);
    expect(reads).toBe(4);
  });

  it('keeps no answer for a session that is not open, and serves a kept session to its own account only', async () => {
    sessionEndsAt = undefined;
    expect(await tokens.authenticate(token)).toBeUndefined();
    sessionEndsAt = now + 3_600_000;
    expect(await tokens.authenticate(token)).toBeDefined();
    expect(reads).toBe(2);
    // Only the server signs tokens; this checks the kept session is still paired with its own account.
    const other = jwt.sign({ id: randomUUID(), name: 'Eve', email: 'eve@example.com', role: 'admin', sid: sessionId }, { expiresIn: 3600 });
    expect(await tokens.authenticate(other)).toBeUndefined();
    expect(reads).toBe(3);
  });
});
