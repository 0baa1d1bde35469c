import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  getLhDepositConfigQueryKey,
  getLhDepositReportQueryKey,
} from '../../../api/generated/endpoints/trust/trust';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { ProductList } from '../components/ProductList';
import { ReportHeader } from '../components/ReportHeader';
import styles from '../components/trust.module.css';

/** pages/template/index (tab Trust): the user's hosting totals and the hosting products. */
export default function TrustIndexPage() {
  const { t } = useTranslation('trust');
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getLhDepositReportQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getLhDepositConfigQueryKey() }),
    ]);
  return (
    <PageFrame
      nav={<NavBar title={t('trust:index.title')} back={false} />}
      onRefresh={refresh}
      className={styles.content}
    >
      <ReportHeader family="hosting" />
      <nav className={styles.links} aria-label={t('trust:index.more')}>
        <Link to={PATHS.trustRecord}>{t('trust:index.records')}</Link>
        <Link to={PATHS.finance}>{t('trust:index.finance')}</Link>
      </nav>
      <h2 className={styles.section}>{t('trust:products.title')}</h2>
      <ProductList family="hosting" detailPath={PATHS.trustDetail} />
    </PageFrame>
  );
}
