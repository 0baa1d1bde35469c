import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useProjectProjectDetail } from '../../../api/generated/endpoints/publication/publication';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { ProjectFacts } from '../components/ProjectFacts';
import { ProjectStateTag } from '../components/ProjectStateTag';
import { QueryView } from '../../../components/QueryView/QueryView';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import subscription from '../components/subscription.module.css';

/** pages/publication/details?id=: one project; subscribe while it is open. */
export default function ProjectDetailPage() {
  const { t } = useTranslation('publication');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const detail = useProjectProjectDetail({ id });
  const navigate = useNavigate();
  return (
    <PageFrame nav={<NavBar title={t('publication:detail.title')} backTo={PATHS.publication} />}>
      <div className={styles.page}>
        <QueryView query={detail} errorText={t('publication:detail.failed')}>
          {(p) => (
            <>
              <section className={styles.card}>
                <div className={styles.head}>
                  <div className={subscription.coinTitle}>
                    <CoinIcon symbol={p.currency} size={32} />
                    <h2 className={styles.coin}>{p.currency}</h2>
                  </div>
                  <ProjectStateTag state={p.state} />
                </div>
                <p className={styles.intro}>{p.intro}</p>
                <ProjectFacts project={p} full />
              </section>
              <Button
                block
                color="primary"
                size="large"
                disabled={p.state !== 'during_subscription'}
                onClick={() => void navigate(`${PATHS.publicationPurchase}?id=${p.id}`)}
              >
                {p.state === 'sold_out'
                  ? t('publication:state.sold_out')
                  : t('publication:detail.subscribe')}
              </Button>
            </>
          )}
        </QueryView>
      </div>
    </PageFrame>
  );
}
