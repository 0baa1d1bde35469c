import {
  BillOutline,
  ClockCircleOutline,
  DownlandOutline,
  HistogramOutline,
  LoopOutline,
  PieOutline,
  QuestionCircleOutline,
  SetOutline,
  SoundOutline,
  TeamOutline,
  UploadOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  CandlesIcon,
  PercentIcon,
  PickaxeIcon,
  SparkleIcon,
  SwapIcon,
} from '../../../components/icons';
import { PATHS } from '../../../lib/paths';
import styles from './home.module.css';

/** Quick entries into the product's areas: money first, then trading, earning and the account. */
export function Shortcuts() {
  const { t } = useTranslation('home');
  const items = [
    { to: PATHS.deposit, label: t('home:shortcut.deposit'), icon: <DownlandOutline /> },
    { to: PATHS.withdraw, label: t('home:shortcut.withdraw'), icon: <UploadOutline /> },
    { to: PATHS.flashExchange, label: t('home:shortcut.flash'), icon: <LoopOutline /> },
    { to: PATHS.assetsTransfer, label: t('home:shortcut.transfer'), icon: <SwapIcon /> },
    { to: PATHS.otc, label: t('home:shortcut.otc'), icon: <TeamOutline /> },
    { to: PATHS.market, label: t('home:shortcut.spot'), icon: <HistogramOutline /> },
    { to: PATHS.option, label: t('home:shortcut.options'), icon: <ClockCircleOutline /> },
    { to: PATHS.lever, label: t('home:shortcut.lever'), icon: <CandlesIcon /> },
    { to: PATHS.assets, label: t('home:shortcut.assets'), icon: <BillOutline /> },
    { to: PATHS.trust, label: t('home:shortcut.trust'), icon: <PieOutline /> },
    { to: PATHS.finance, label: t('home:shortcut.finance'), icon: <PercentIcon /> },
    { to: PATHS.publication, label: t('home:shortcut.publication'), icon: <SparkleIcon /> },
    { to: PATHS.mining, label: t('home:shortcut.mining'), icon: <PickaxeIcon /> },
    { to: PATHS.promotion, label: t('home:shortcut.promotion'), icon: <UserAddOutline /> },
    { to: PATHS.notices, label: t('home:notices.title'), icon: <SoundOutline /> },
    { to: PATHS.helpCenter, label: t('home:shortcut.help'), icon: <QuestionCircleOutline /> },
    { to: PATHS.settings, label: t('home:shortcut.settings'), icon: <SetOutline /> },
  ];
  return (
    <nav className={styles.shortcuts} aria-label={t('home:shortcut.title')}>
      {items.map((item) => (
        <Link key={item.to} to={item.to} className={styles.shortcut}>
          <span className={styles.shortcutIcon} aria-hidden="true">
            {item.icon}
          </span>
          <span className={styles.shortcutLabel}>{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
