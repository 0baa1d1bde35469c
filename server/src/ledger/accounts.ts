// Who owns an account: a user (one account per type and currency) or a named house book.

export const ACCOUNT_TYPES = ['spot', 'options', 'contract', 'trust'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const KNOWN_HOUSES = [
  'external', // the outside world: deposits come from it, withdrawals go to it
  'fees',
  'swap', // flash-exchange inventory
  'options_book',
  'contract_book',
  'staking_pool',
  'penalties',
  'rebates',
  'otc_escrow',
  'issuance', // new coins: mints the coins subscribers receive, collects what they pay
  'mining_rewards', // pays the daily yield of bought miners
  'trust_book', // pays trust/hosting and finance interest
  'copy_book', // copy-trading: holds followed amounts, pays settled follow orders
] as const;
export type KnownHouse = (typeof KNOWN_HOUSES)[number];
/** Open set: any lower_snake name is a house; the known ones autocomplete. */
export type HouseName = KnownHouse | (string & {});

/**
 * Houses whose `available` may go negative. Sign convention: all accounts of a currency sum to zero,
 * so 'external' is minus what the outside world has put in; a book that pays winners, rewards or
 * rebates before it has earned them runs negative. Every other house (fees, penalties, otc_escrow,
 * custom names) only pays out what it holds.
 */
export const HOUSES_ALLOWED_NEGATIVE: ReadonlySet<string> = new Set([
  'external',
  'swap',
  'options_book',
  'contract_book',
  'staking_pool',
  'rebates',
  'issuance',
  'mining_rewards',
  'trust_book',
  'copy_book',
]);

export type Owner = { userId: number; type: AccountType } | { house: HouseName };
export type AccountRef = Owner & { currencyId: number };
export type Bucket = 'available' | 'frozen';

export function isHouse(owner: Owner): owner is { house: HouseName } {
  return 'house' in owner;
}

export function mayGoNegative(owner: Owner): boolean {
  return isHouse(owner) && HOUSES_ALLOWED_NEGATIVE.has(owner.house);
}

export function accountKey(ref: AccountRef): string {
  return isHouse(ref)
    ? `h:${ref.house}:${ref.currencyId}`
    : `u:${ref.userId}:${ref.type}:${ref.currencyId}`;
}

export function describeAccount(ref: AccountRef): string {
  return isHouse(ref)
    ? `house ${ref.house}/${ref.currencyId}`
    : `user ${ref.userId} ${ref.type}/${ref.currencyId}`;
}

export function userAccount(
  userId: number,
  currencyId: number,
  type: AccountType = 'spot',
): AccountRef {
  return { userId, type, currencyId };
}

export function houseAccount(house: HouseName, currencyId: number): AccountRef {
  return { house, currencyId };
}
