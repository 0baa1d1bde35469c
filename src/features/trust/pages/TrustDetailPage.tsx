import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import styles from '../components/trust.module.css';
import { ProductDetailView } from '../components/ProductDetailView';

/** pages/template/detail?id=: a hosting product and its buy form. */
export default function TrustDetailPage() {
  const { t } = useTranslation('trust');
  const [params] = useSearchParams();
  return (
    <PageFrame
      nav={<NavBar title={t('trust:detail.title')} backTo={PATHS.trust} />}
      className={styles.content}
    >
      <ProductDetailView id={Number(params.get('id') ?? 0)} afterBuy={PATHS.trustRecord} />
    </PageFrame>
  );
}
