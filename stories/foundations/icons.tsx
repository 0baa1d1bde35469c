// The icons the app draws: from antd-mobile-icons, and its own small ones (src/**/icons.tsx, used
// where the package's would weigh on a first load). tests/unit/theme/icons.test.ts fails when src/
// uses one that is not listed here. They take the text colour (currentColor) and the
// font size, so they follow the theme; an icon-only button carries an accessible name.
import {
  AppOutline,
  BillOutline,
  CheckOutline,
  ClockCircleOutline,
  CloseCircleFill,
  CloseOutline,
  HistogramOutline,
  PieOutline,
  RightOutline,
  SearchOutline,
} from 'antd-mobile-icons';
import { ChartIcon, GlobeIcon, ShieldIcon } from '../../src/features/auth/components/icons';
import { CheckIcon, DownIcon, EyeIcon, EyeOffIcon } from '../../src/components/form/icons';
import { BackIcon } from '../../src/components/NavBar/icons';
import { BellIcon } from '../../src/features/notifications/components/bell/icons';
import {
  AccountIcon,
  EarnIcon,
  MarkReadIcon,
  P2pIcon,
  SystemIcon,
  WalletIcon,
} from '../../src/features/notifications/components/icons';
import styles from './foundations.module.css';

export const ICONS = {
  AppOutline: { icon: AppOutline, use: 'Tab bar: Home' },
  HistogramOutline: { icon: HistogramOutline, use: 'Tab bar: Market; notifications: Trading' },
  ClockCircleOutline: { icon: ClockCircleOutline, use: 'Tab bar: Option' },
  PieOutline: { icon: PieOutline, use: 'Tab bar: Trust' },
  BillOutline: { icon: BillOutline, use: 'Tab bar: Assets' },
  RightOutline: { icon: RightOutline, use: 'List rows: opens a page' },
  CloseOutline: { icon: CloseOutline, use: 'Sheets: Close' },
  CloseCircleFill: { icon: CloseCircleFill, use: 'Text fields and search boxes: Clear' },
  SearchOutline: { icon: SearchOutline, use: 'Search boxes' },
  CheckOutline: { icon: CheckOutline, use: 'Choice lists: the chosen one' },
} as const;

/** Drawn by the app itself, in files named icons.tsx. */
export const APP_ICONS = {
  BackIcon: { icon: BackIcon, use: 'Nav bar: Back (the outline of LeftOutline)' },
  BellIcon: { icon: BellIcon, use: 'Home and Assets: the inbox (the outline of BellOutline)' },
  MarkReadIcon: { icon: MarkReadIcon, use: 'Notifications: Mark all as read (MailOpenOutline)' },
  P2pIcon: { icon: P2pIcon, use: 'Notifications: P2P (TeamOutline)' },
  WalletIcon: { icon: WalletIcon, use: 'Notifications: Wallet (BankcardOutline)' },
  EarnIcon: { icon: EarnIcon, use: 'Notifications: Earn (CollectMoneyOutline)' },
  AccountIcon: { icon: AccountIcon, use: 'Notifications: Account (UserCircleOutline)' },
  SystemIcon: { icon: SystemIcon, use: 'Notifications: System (SoundOutline)' },
  EyeIcon: { icon: EyeIcon, use: 'Password fields: show' },
  EyeOffIcon: { icon: EyeOffIcon, use: 'Password fields: hide' },
  DownIcon: { icon: DownIcon, use: 'Phone field: area code picker' },
  CheckIcon: { icon: CheckIcon, use: 'Area code picker: the chosen one' },
  ShieldIcon: { icon: ShieldIcon, use: 'Welcome page: secure' },
  ChartIcon: { icon: ChartIcon, use: 'Welcome page: trade' },
  GlobeIcon: { icon: GlobeIcon, use: 'Welcome page: worldwide' },
} as const;

export function IconGallery({ icons }: { icons: typeof ICONS | typeof APP_ICONS }) {
  return (
    <table className={styles.table}>
      <tbody>
        {Object.entries(icons).map(([name, { icon: Icon, use }]) => (
          <tr key={name}>
            <td className={styles.icon}>
              <Icon aria-hidden />
            </td>
            <td>
              <code>{name}</code>
            </td>
            <td>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
