import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLiveQuotes } from '../../../api/useLiveQuotes';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QuoteList } from '../../../components/QuoteList/QuoteList';
import { PATHS } from '../../../lib/paths';
import { NotificationBell } from '../../notifications';
import styles from '../components/home.module.css';
import { HomeBanner } from '../components/HomeBanner';
import { HomeNotices } from '../components/HomeNotices';
import { HomeSearch } from '../components/HomeSearch';
import { SecondFactorNudge } from '../components/SecondFactorNudge';
import { Shortcuts } from '../components/Shortcuts';

/**
 * pages/index/index (tab Home): the inbox's bell (signed in), search, a nudge toward a second
 * factor (signed in without one), the operator's banner, the latest notices, shortcuts and the
 * main pairs' quotes.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const quotes = useLiveQuotes();

  let list;
  if (quotes.isPending) {
    list = <Skeleton.Paragraph lineCount={6} animated aria-busy="true" />;
  } else if (quotes.isError) {
    list = (
      <ErrorState message={t('home:quotes.loadFailed')} onRetry={() => void quotes.refetch()} />
    );
  } else {
    // The main pairs: those quoted in the base coin.
    const main = quotes.data.groups[0]?.pairs ?? [];
    list = main.length ? (
      <QuoteList
        tickers={main}
        labels={{
          pair: t('home:quotes.pair'),
          price: t('home:quotes.price'),
          change: t('home:quotes.change'),
        }}
        onSelect={(q) => void navigate(`${PATHS.kline}?pair=${q.pair_id}`)}
      />
    ) : (
      <EmptyState title={t('home:quotes.empty')} />
    );
  }

  return (
    <PageFrame
      nav={<NavBar title={t('home:title')} back={false} right={<NotificationBell />} />}
      onRefresh={() => quotes.refetch()}
      className={styles.content}
    >
      <HomeSearch />
      <SecondFactorNudge />
      <HomeBanner />
      <HomeNotices />
      <Shortcuts />
      <h3 className={styles.sectionTitle}>{t('home:quotes.title')}</h3>
      {list}
    </PageFrame>
  );
}
