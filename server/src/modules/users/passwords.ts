import { hash, verify, type Options } from '@node-rs/argon2';

// Login and fund passwords: argon2id (the library's default algorithm) with its default costs
// (19 MiB of memory, 2 passes). Each hash records its own costs, so a hash made with other costs
// still verifies.

let costs: Options | undefined;

/**
 * Lower costs for the server's own tests only (server/tests/helpers/setup.ts): they check who may
 * sign in and how guesses are counted, not how slow one guess is, and they hash thousands of
 * passwords. Production never calls this; `undefined` restores the defaults.
 */
export function useHashCostsForTests(
  options: Pick<Options, 'memoryCost' | 'timeCost'> | undefined,
) {
  costs = options;
  dummy = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, costs);
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password).catch(() => false);
}

let dummy: Promise<string> | undefined;

/** Spends the same work as a real check when the account does not exist (no timing oracle). */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hash('not-a-real-password-just-equal-work', costs);
  await verifyPassword(await dummy, password);
  return false;
}
