import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const passwordHasher = {
  hash: (password: string): Promise<string> => argon2.hash(password, OPTIONS),
  verify: async (hash: string, password: string): Promise<boolean> => {
    try {
      return await argon2.verify(hash, password);
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
