import type { TFunction } from 'i18next';
import { AssetAccountType } from '../../api/generated/model';

/** The four accounts, in the order the app shows them (spec section 3). */
export const ACCOUNT_TYPES: readonly AssetAccountType[] = Object.values(AssetAccountType);

export const isAccountType = (value: unknown): value is AssetAccountType =>
  typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);

/** The localized name of an account. */
export function accountName(t: TFunction, type: AssetAccountType): string {
  switch (type) {
    case 'spot':
      return t('assets:account.spot');
    case 'options':
      return t('assets:account.options');
    case 'contract':
      return t('assets:account.contract');
    case 'trust':
      return t('assets:account.trust');
  }
}

/** The short name of an account, for tabs. */
export function accountTabName(t: TFunction, type: AssetAccountType): string {
  switch (type) {
    case 'spot':
      return t('assets:tab.spot');
    case 'options':
      return t('assets:tab.options');
    case 'contract':
      return t('assets:tab.contract');
    case 'trust':
      return t('assets:tab.trust');
  }
}

/** A user-facing name for a journal line's reason; unknown reasons read as "Other". */
export function journalKindName(t: TFunction, kind: string): string {
  switch (kind) {
    case 'move_between_types':
      return t('assets:kind.transfer');
    case 'credit':
    case 'deposit':
      return t('assets:kind.deposit');
    case 'debit':
    case 'withdraw':
      return t('assets:kind.withdraw');
    case 'transfer_between_users':
      return t('assets:kind.gift');
    case 'swap':
    case 'flash_exchange':
      return t('assets:kind.exchange');
    case 'settle_frozen':
      return t('assets:kind.settlement');
    default:
      return t('assets:kind.other');
  }
}
