import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { areaCodes } from '../../db/schema/auth.ts';
import { fail } from '../../http/app-error.ts';
import { emailTarget, phoneTarget } from '../codes/targets.ts';

// The sign-in identity of a request: an e-mail, or a phone number with its area code.

export type Identity =
  { type: 'email'; email: string } | { type: 'mobile'; areaCode: string; phone: string };

export interface IdentityInput {
  type: 'mobile' | 'email';
  user_string: string;
  area_code?: string;
}

// Practical e-mail shape (the contract's `format: email` guards the dedicated e-mail fields).
const EMAIL =
  /^[^\s@]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE = /^\d{4,15}$/;

/** Validates the shape for the account type; a wrong shape is a 400 with the spec's field message. */
export function parseIdentity(input: IdentityInput): Identity {
  const value = input.user_string.trim();
  if (input.type === 'email') {
    if (!EMAIL.test(value)) throw fail.validation({ user_string: 'field.email_invalid' });
    return { type: 'email', email: emailTarget(value) };
  }
  if (!PHONE.test(value)) throw fail.validation({ user_string: 'field.phone_invalid' });
  if (!input.area_code) throw fail.validation({ area_code: 'field.area_code_required' });
  return { type: 'mobile', areaCode: input.area_code, phone: value };
}

/** Phone identities must use an area code the platform serves. */
export async function assertKnownAreaCode(db: Db, identity: Identity): Promise<void> {
  if (identity.type !== 'mobile') return;
  const [row] = await db
    .select({ id: areaCodes.id })
    .from(areaCodes)
    .where(and(eq(areaCodes.areaCode, identity.areaCode), eq(areaCodes.enabled, true)))
    .limit(1);
  if (!row) throw fail.validation({ area_code: 'field.area_code_unknown' });
}

/** The address codes are sent to, and the key failed sign-ins are counted under. */
export function identityTarget(identity: Identity): string {
  return identity.type === 'email'
    ? identity.email
    : phoneTarget(identity.areaCode, identity.phone);
}

/** A display name that does not expose the full address: "de***@example.com", "138****0000". */
export function maskedAccount(identity: Identity): string {
  if (identity.type === 'email') {
    const [local = '', domain = ''] = identity.email.split('@');
    return `${local.slice(0, 2)}***@${domain}`.slice(0, 64);
  }
  const { phone } = identity;
  return phone.length > 7
    ? `${phone.slice(0, 3)}****${phone.slice(-4)}`
    : `${phone.slice(0, 2)}***${phone.slice(-2)}`;
}
