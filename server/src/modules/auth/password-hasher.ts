import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { limited } from '../../common/concurrency.js';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes are computed at once: half the cores, at least one. Each holds 19 MiB while it runs, and libuv's
 * four threads would otherwise run four during a burst of sign-ins or registrations (76 MiB, the server's peak memory)
 * while taking every core from the event loop that serves everyone else; more at once would not finish sooner.
 */
export const HASHING_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));
const hashing = limited(HASHING_SLOTS);

export const passwordHasher = {
  hash: (password: string): Promise<string> => hashing(() => argon2.hash(password, OPTIONS)),
  verify: async (hash: string, password: string): Promise<boolean> => {
    try {
      return await hashing(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  },
};

let dummy: Promise<string> | undefined;

/** A hash of a random password, verified against when the e-mail is unknown so both paths take as long. */
export function dummyHash(): Promise<string> {
  dummy ??= passwordHasher.hash(`dummy-${Math.random()}`);
  return dummy;
}
