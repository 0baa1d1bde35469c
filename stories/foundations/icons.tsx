// The icons the app draws: from antd-mobile-icons, and its own small ones (src/**/icons.tsx, used
// where the package's would weigh on a first load). tests/unit/theme/icons.test.ts fails when src/
// uses one that is not listed here. They take the text colour (currentColor) and the
// font size, so they follow the theme; an icon-only button carries an accessible name.
import {
  AddCircleOutline,
  AddOutline,
  AppOutline,
  BankcardOutline,
  BillOutline,
  CheckCircleFill,
  CheckOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  CloseCircleFill,
  CloseOutline,
  DownlandOutline,
  ExclamationOutline,
  FileOutline,
  HistogramOutline,
  LockOutline,
  LoopOutline,
  MinusOutline,
  PieOutline,
  QuestionCircleOutline,
  RightOutline,
  SearchOutline,
  SetOutline,
  SoundOutline,
  TeamOutline,
  UnorderedListOutline,
  UploadOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { ChartIcon, GlobeIcon, ShieldIcon } from '../../src/features/auth/components/icons';
import { CheckIcon, DownIcon, EyeIcon, EyeOffIcon } from '../../src/components/form/icons';
import {
  CandlesIcon,
  CaretDownIcon,
  CaretUpIcon,
  PercentIcon,
  PickaxeIcon,
  SparkleIcon,
  SwapIcon,
} from '../../src/components/icons';
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
  HistogramOutline: {
    icon: HistogramOutline,
    use: 'Tab bar: Market; notifications: Trading; Home: Spot',
  },
  ClockCircleOutline: { icon: ClockCircleOutline, use: 'Tab bar and Home: Option' },
  PieOutline: { icon: PieOutline, use: 'Tab bar and Home: Trust' },
  BillOutline: { icon: BillOutline, use: 'Tab bar and Home: Assets' },
  RightOutline: { icon: RightOutline, use: 'List rows and choosers (KYC country): opens a page' },
  CloseOutline: { icon: CloseOutline, use: 'Sheets: Close' },
  CloseCircleFill: {
    icon: CloseCircleFill,
    use: 'Text fields and search boxes: Clear; proof of liabilities: a check that failed',
  },
  SearchOutline: { icon: SearchOutline, use: 'Search boxes; Home: the search bar' },
  CheckOutline: {
    icon: CheckOutline,
    use: 'Choice lists: the chosen one; security level: a check that is done',
  },
  ExclamationOutline: { icon: ExclamationOutline, use: 'Security level: a check still to do' },
  DownlandOutline: { icon: DownlandOutline, use: 'Home: Deposit' },
  UploadOutline: { icon: UploadOutline, use: 'Home: Withdraw' },
  LoopOutline: { icon: LoopOutline, use: 'Home: Flash exchange' },
  TeamOutline: { icon: TeamOutline, use: 'Home: P2P' },
  UserAddOutline: { icon: UserAddOutline, use: 'Home: Promotion (invite friends)' },
  SoundOutline: { icon: SoundOutline, use: 'Home: Notices (shortcut and strip title)' },
  QuestionCircleOutline: { icon: QuestionCircleOutline, use: 'Home: Help' },
  SetOutline: { icon: SetOutline, use: 'Home: Settings' },
  UnorderedListOutline: { icon: UnorderedListOutline, use: 'P2P: My orders' },
  FileOutline: { icon: FileOutline, use: 'P2P: My ads' },
  AddCircleOutline: { icon: AddCircleOutline, use: 'P2P: Post an ad' },
  LockOutline: { icon: LockOutline, use: 'P2P: Margin' },
  CheckCircleFill: {
    icon: CheckCircleFill,
    use: 'P2P: verified trader badge; proof of liabilities: a check that passed',
  },
  CheckShieldOutline: { icon: CheckShieldOutline, use: 'Assets: Verify my balances' },
  BankcardOutline: { icon: BankcardOutline, use: 'P2P: bank transfer payment mark' },
  AddOutline: { icon: AddOutline, use: 'Image upload: add; lots stepper: more' },
  MinusOutline: { icon: MinusOutline, use: 'Lots stepper: fewer' },
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
  SwapIcon: { icon: SwapIcon, use: 'Home: Transfer; transfer and flash forms: swap the sides' },
  CandlesIcon: { icon: CandlesIcon, use: 'Home: Lever' },
  PercentIcon: { icon: PercentIcon, use: 'Home: Finance' },
  SparkleIcon: { icon: SparkleIcon, use: 'Home: Publication (new coins)' },
  PickaxeIcon: { icon: PickaxeIcon, use: 'Home: Mining' },
  CaretUpIcon: { icon: CaretUpIcon, use: 'Settings and Appearance: the rise colour sample' },
  CaretDownIcon: { icon: CaretDownIcon, use: 'Settings and Appearance: the fall colour sample' },
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
