import { HistogramOutline } from 'antd-mobile-icons';
import type { NotificationCategory } from '../../../api/generated/model';
import { AccountIcon, EarnIcon, P2pIcon, SystemIcon, WalletIcon } from './icons';
import styles from './inbox.module.css';

// Trading takes the tab bar's Market icon (already loaded with the tab bar).
const ICONS = {
  p2p: P2pIcon,
  wallet: WalletIcon,
  earn: EarnIcon,
  trading: HistogramOutline,
  account: AccountIcon,
  system: SystemIcon,
} satisfies Record<NotificationCategory, unknown>;

/** The round icon of a notification's category (decorative: the title says what it is). */
export function CategoryIcon({ category }: { category: NotificationCategory }) {
  const Icon = (ICONS as Partial<Record<string, typeof SystemIcon>>)[category] ?? SystemIcon;
  return (
    <span className={styles.icon} aria-hidden="true">
      <Icon />
    </span>
  );
}
