import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import styles from './home.module.css';

/** Quick entries into the product's areas: money first, then trading, earning and the account. */
export function Shortcuts() {
  const { t } = useTranslation('home');
  const items = [
    { to: PATHS.deposit, label: t('home:shortcut.deposit'), icon: '↓' },
    { to: PATHS.withdraw, label: t('home:shortcut.withdraw'), icon: '↑' },
    { to: PATHS.flashExchange, label: t('home:shortcut.flash'), icon: '⇄' },
    { to: PATHS.assetsTransfer, label: t('home:shortcut.transfer'), icon: '⇆' },
    { to: PATHS.otc, label: t('home:shortcut.otc'), icon: '⇌' },
    { to: PATHS.market, label: t('home:shortcut.spot'), icon: '⇅' },
    { to: PATHS.option, label: t('home:shortcut.options'), icon: '◷' },
    { to: PATHS.lever, label: t('home:shortcut.lever'), icon: '⚖' },
    { to: PATHS.assets, label: t('home:shortcut.assets'), icon: '▣' },
    { to: PATHS.trust, label: t('home:shortcut.trust'), icon: '◆' },
    { to: PATHS.finance, label: t('home:shortcut.finance'), icon: '％' },
    { to: PATHS.publication, label: t('home:shortcut.publication'), icon: '✦' },
    { to: PATHS.mining, label: t('home:shortcut.mining'), icon: '⚒' },
    { to: PATHS.promotion, label: t('home:shortcut.promotion'), icon: '✉' },
    { to: PATHS.notices, label: t('home:notices.title'), icon: '⚑' },
    { to: PATHS.helpCenter, label: t('home:shortcut.help'), icon: '?' },
    { to: PATHS.settings, label: t('home:shortcut.settings'), icon: '⚙' },
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
