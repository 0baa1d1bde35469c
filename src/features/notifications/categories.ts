import type { TFunction } from 'i18next';
import { NotificationCategory } from '../../api/generated/model';

/** The inbox's filter: every category, or one. */
export type Filter = NotificationCategory | 'all';

export const CATEGORIES: readonly NotificationCategory[] = Object.values(NotificationCategory);

export const asFilter = (value: string | null): Filter =>
  (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as NotificationCategory) : 'all';

/** The tab's name of a filter. */
export function filterName(t: TFunction, filter: Filter): string {
  switch (filter) {
    case 'all':
      return t('notifications:category.all');
    case 'p2p':
      return t('notifications:category.p2p');
    case 'wallet':
      return t('notifications:category.wallet');
    case 'earn':
      return t('notifications:category.earn');
    case 'trading':
      return t('notifications:category.trading');
    case 'account':
      return t('notifications:category.account');
    case 'system':
      return t('notifications:category.system');
  }
}
