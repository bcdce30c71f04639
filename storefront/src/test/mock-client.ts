import { vi } from 'vitest';
import type * as Client from '../api/client';

type AuthCall = keyof typeof Client.authApi;

/**
 * The api client as a test's vi.mock factory answers it: the session check never answers (no one is signed in until
 * the test says so) and the named auth calls are mocks. vi.mock is hoisted above imports, so load this with import():
 * `vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original, 'login'))`.
 */
export async function clientWithoutSession(importOriginal: () => Promise<unknown>, ...mocked: AuthCall[]) {
  const actual = (await importOriginal()) as typeof Client;
  const calls = Object.fromEntries(mocked.map((call) => [call, vi.fn()]));
  return { ...actual, authApi: { ...actual.authApi, userInfo: vi.fn(() => new Promise(() => undefined)), ...calls } };
}
