import { phoneTarget, emailTarget } from '../codes/targets.ts';
import type { UserRow } from '../users/repo.ts';

/** Where the user's own codes go (fund_password, withdraw_address): the address they signed up with. */
export function ownCodeTarget(user: UserRow): string {
  if (user.accountType === 'email') return emailTarget(user.email ?? '');
  return phoneTarget(user.areaCode ?? '', user.phone ?? '');
}
