import {
  AddCircleOutline,
  FileOutline,
  LockOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOtcBail } from '../../../api/generated/endpoints/otc/otc';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { MarginCard } from './MarginCard';
import styles from './otc.module.css';
import { Sheet } from '../../../components/Sheet/Sheet';

function MarginSheetBody() {
  const { t } = useTranslation('otc');
  const margin = useOtcBail({ query: { staleTime: 0 } });
  return (
    <QueryView query={margin} errorText={t('otc:margin.loadFailed')}>
      {(m) => <MarginCard margin={m} />}
    </QueryView>
  );
}

/** The ways from the market to the user's own side: orders, ads, a new ad, the margin. */
export function Entries() {
  const { t } = useTranslation('otc');
  const [margin, setMargin] = useState(false);
  const items = [
    { to: PATHS.otcOrders, label: t('otc:entry.orders'), icon: <UnorderedListOutline /> },
    { to: PATHS.otcMyAds, label: t('otc:entry.ads'), icon: <FileOutline /> },
    {
      to: `${PATHS.otcMyAds}?publish=1`,
      label: t('otc:entry.publish'),
      icon: <AddCircleOutline />,
    },
  ];
  return (
    <nav className={styles.entries} aria-label={t('otc:entry.title')}>
      {items.map((item) => (
        <Link key={item.to} to={item.to} className={styles.entry}>
          <span className={styles.entryIcon} aria-hidden="true">
            {item.icon}
          </span>
          <span>{item.label}</span>
        </Link>
      ))}
      <button type="button" className={styles.entry} onClick={() => setMargin(true)}>
        <span className={styles.entryIcon} aria-hidden="true">
          <LockOutline />
        </span>
        <span>{t('otc:entry.margin')}</span>
      </button>
      <Sheet open={margin} title={t('otc:margin.title')} onClose={() => setMargin(false)}>
        {margin && <MarginSheetBody />}
      </Sheet>
    </nav>
  );
}
