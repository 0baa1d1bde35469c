import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrencyQuotationNewQueryKey } from '../../../api/generated/endpoints/market/market';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { firstScreenSettled } from '../../../lib/firstScreen';
import { NotificationBell } from '../../notifications';
import styles from '../components/home.module.css';
import { HomeBanner } from '../components/HomeBanner';
import { HomeNotices } from '../components/HomeNotices';
import { HomeQuotes } from '../components/HomeQuotes';
import { HomeSearch } from '../components/HomeSearch';
import { Shortcuts } from '../components/Shortcuts';

// The nudge floats above the tab bar (nothing below it moves when it shows) and is not what a
// visit comes for: its code, with the whole security client, and its two calls come once the
// first screen has settled, not with it. Offline then, it simply does not show.
const SecondFactorNudge = lazy(() =>
  firstScreenSettled()
    .then(() => import('../components/SecondFactorNudge'))
    .then(
      (module) => ({ default: module.SecondFactorNudge }),
      () => ({ default: () => null }),
    ),
);

/**
 * pages/index/index (tab Home): the inbox's bell (signed in), search, a nudge toward a second
 * factor (signed in without one), the operator's banner, the latest notices, shortcuts and the
 * main pairs' quotes. Each section asks for its own data, so the page itself draws once.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const client = useQueryClient();

  return (
    <PageFrame
      nav={<NavBar title={t('home:title')} back={false} right={<NotificationBell />} />}
      onRefresh={() => client.refetchQueries({ queryKey: getCurrencyQuotationNewQueryKey() })}
      className={styles.content}
    >
      <HomeSearch />
      <Suspense fallback={null}>
        <SecondFactorNudge />
      </Suspense>
      <HomeBanner />
      <HomeNotices />
      <Shortcuts />
      <HomeQuotes />
    </PageFrame>
  );
}
