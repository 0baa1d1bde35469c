import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCurrencyQuotationNewQueryKey } from '../../../api/generated/endpoints/market/market';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { NotificationBell } from '../../notifications';
import styles from '../components/home.module.css';
import { HomeBanner } from '../components/HomeBanner';
import { HomeNotices } from '../components/HomeNotices';
import { HomeQuotes } from '../components/HomeQuotes';
import { HomeSearch } from '../components/HomeSearch';
import { SecondFactorNudge } from '../components/SecondFactorNudge';
import { Shortcuts } from '../components/Shortcuts';

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
      <SecondFactorNudge />
      <HomeBanner />
      <HomeNotices />
      <Shortcuts />
      <HomeQuotes />
    </PageFrame>
  );
}
