// Runs before every server test file (vitest.config.ts, setupFiles).
import { afterAll } from 'vitest';
import { useHashCostsForTests } from '../../src/modules/users/passwords.ts';
import { releaseIdleDatabases } from './backends.ts';

// argon2id at 1 MiB and one pass instead of 19 MiB and two: the tests hash a password for nearly
// every user they make. server/tests/security/hash-costs.test.ts checks the production costs.
useHashCostsForTests({ memoryCost: 1024, timeCost: 1 });

// Databases kept for reuse between the file's tests (backends.ts) end with the file.
afterAll(releaseIdleDatabases);
