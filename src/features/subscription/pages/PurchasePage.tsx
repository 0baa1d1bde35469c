import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getProjectProjectQueryKey,
  getProjectRecordQueryKey,
  useProjectProject,
} from '../../../api/generated/endpoints/publication/publication';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { ProjectStateTag } from '../components/ProjectStateTag';
import { QueryView } from '../../../components/QueryView/QueryView';
import { SubscribeForm } from '../components/SubscribeForm';
import { SubscriptionRecords } from '../components/SubscriptionRecords';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import subscription from '../components/subscription.module.css';

/** pages/publication/purchase?id=: the subscription form and the user's records. */
export default function PurchasePage() {
  const { t } = useTranslation('publication');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 1);
  const form = useProjectProject({ id });
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getProjectProjectQueryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: getProjectRecordQueryKey() }),
    ]);
  return (
    <PageFrame
      nav={
        <NavBar
          title={t('publication:purchase.title')}
          backTo={`${PATHS.publicationDetails}?id=${id}`}
        />
      }
    >
      <div className={styles.page}>
        <QueryView query={form} errorText={t('publication:purchase.failed')}>
          {(data) => (
            <section className={styles.card}>
              <div className={styles.head}>
                <div className={subscription.coinTitle}>
                  <CoinIcon symbol={data.project.currency} size={28} />
                  <h2 className={styles.coin}>{data.project.currency}</h2>
                </div>
                <ProjectStateTag state={data.project.state} />
              </div>
              <SubscribeForm form={data} onDone={refresh} />
            </section>
          )}
        </QueryView>
        <SubscriptionRecords />
      </div>
    </PageFrame>
  );
}
