import AdmTabBar from 'antd-mobile/es/components/tab-bar';
import {
  AppOutline,
  BillOutline,
  ClockCircleOutline,
  HistogramOutline,
  PieOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS, TAB_PATHS } from '../../lib/paths';
import styles from './TabBar.module.css';
import { useExitGuard } from './useExitGuard';

type TabPath = (typeof TAB_PATHS)[number];

// The app's own bottom bar (spec section 2: the native one is hidden; on the web there is none).
const TABS: Record<TabPath, { label: string; icon: ReactNode }> = {
  [PATHS.home]: { label: 'common:tabs.home', icon: <AppOutline /> },
  [PATHS.market]: { label: 'common:tabs.market', icon: <HistogramOutline /> },
  [PATHS.option]: { label: 'common:tabs.option', icon: <ClockCircleOutline /> },
  [PATHS.trust]: { label: 'common:tabs.trust', icon: <PieOutline /> },
  [PATHS.assets]: { label: 'common:tabs.assets', icon: <BillOutline /> },
};

export interface TabBarProps {
  /** The active tab's path; the current route's path by default. */
  activeKey?: string;
  /** Called with the chosen tab's path instead of navigating there. */
  onChange?: (path: string) => void;
}

export function TabBar({ activeKey, onChange }: TabBarProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeKey ?? pathname;
  // Back on a tab page that is the app's first entry warns before leaving (spec section 8).
  useExitGuard();

  const select = (path: string) => {
    if (onChange) onChange(path);
    else if (path !== pathname) navigate(path, { replace: true });
  };

  return (
    <nav className={styles.bar} aria-label={t('common:tabs.label')}>
      <AdmTabBar activeKey={active} onChange={select} safeArea>
        {TAB_PATHS.map((path) => (
          <AdmTabBar.Item
            key={path}
            icon={TABS[path].icon}
            // i18n-dynamic: the common:tabs.* literals in TABS above
            title={t(TABS[path].label)}
            aria-current={active === path ? 'page' : undefined}
          />
        ))}
      </AdmTabBar>
    </nav>
  );
}

export default TabBar;
