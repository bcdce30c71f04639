import { jest } from '@jest/globals';
import argon2 from 'argon2';
import { HASHING_SLOTS, passwordHasher } from './password-hasher.js';

/** Counts how many calls of argon2's `name` run at once while the real function does the work. */
function watch(name: 'hash' | 'verify') {
  const real = argon2[name] as (...args: unknown[]) => Promise<unknown>;
  const seen = { running: 0, most: 0, calls: 0 };
  const spy = jest.spyOn(argon2, name).mockImplementation((async (...args: unknown[]) => {
    seen.calls++;
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    try {
      return await real(...args);
    } finally {
      seen.running--;
    }
  }) as never);
  return { seen, restore: () => spy.mockRestore() };
}

describe('passwordHasher', () => {
  it('computes at most HASHING_SLOTS argon2id hashes at once however many are asked together, each still right', async () => {
    const asked = HASHING_SLOTS + 3;
    const hashing = watch('hash');
    const hashes = await Promise.all(Array.from({ length: asked }, (_, i) => passwordHasher.hash(`password-${i}`))).finally(hashing.restore);
    expect(hashing.seen).toEqual({ running: 0, most: HASHING_SLOTS, calls: asked });
    expect(hashes.every((hash) => hash.startsWith('$argon2id$v=19$m=19456,p=1,t=2$'))).toBe(true);

    const verifying = watch('verify');
    const answers = await Promise.all(hashes.map((hash, i) => passwordHasher.verify(hash, `password-${i === 0 ? 'wrong' : i}`))).finally(verifying.restore);
    expect(verifying.seen).toEqual({ running: 0, most: HASHING_SLOTS, calls: asked });
    expect(answers).toEqual(hashes.map((_, i) => i !== 0));
  });

  it('answers false for a hash argon2 cannot read, and the slot it took is free again', async () => {
    expect(await passwordHasher.verify('not-a-hash', 'password')).toBe(false);
    const hash = await passwordHasher.hash('after a refusal');
    expect(await passwordHasher.verify(hash, 'after a refusal')).toBe(true);
  });
});
