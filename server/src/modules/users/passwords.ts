import { hash, verify } from '@node-rs/argon2';

// Login and fund passwords: argon2id (the library's default algorithm) with its default memory cost.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password).catch(() => false);
}

let dummy: Promise<string> | undefined;

/** Spends the same work as a real check when the account does not exist (no timing oracle). */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hash('not-a-real-password-just-equal-work');
  await verifyPassword(await dummy, password);
  return false;
}
