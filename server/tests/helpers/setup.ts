// Runs before every server test file (vitest.config.ts, setupFiles).
import { useHashCostsForTests } from '../../src/modules/users/passwords.ts';

// argon2id at 1 MiB and one pass instead of 19 MiB and two: the tests hash a password for nearly
// every user they make. server/tests/security/hash-costs.test.ts checks the production costs.
useHashCostsForTests({ memoryCost: 1024, timeCost: 1 });
