import { afterAll, describe, expect, it } from 'vitest';
import {
  hashPassword,
  useHashCostsForTests,
  verifyPassword,
} from '../../src/modules/users/passwords.ts';

// The other server tests hash with lower costs (helpers/setup.ts); production hashes with
// argon2id's defaults, and a hash verifies whatever costs it was made with.
describe('password hashing costs', () => {
  afterAll(() => useHashCostsForTests({ memoryCost: 1024, timeCost: 1 }));

  it('hashes with argon2id at 19 MiB and 2 passes unless a test lowers them', async () => {
    const lowered = await hashPassword('correct horse');
    expect(lowered).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    useHashCostsForTests(undefined);
    const production = await hashPassword('correct horse');
    expect(production).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const stored of [lowered, production]) {
      expect(await verifyPassword(stored, 'correct horse')).toBe(true);
      expect(await verifyPassword(stored, 'correct horsE')).toBe(false);
    }
  });
});
