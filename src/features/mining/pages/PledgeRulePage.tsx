import { useTranslation } from 'react-i18next';
import { usePledgeInfo } from '../../../api/generated/endpoints/mining/mining';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import styles from '../../../components/ProductPage/productPage.module.css';
import { ProductFacts } from '../components/ProductFacts';

/** pages/assets/transfersd/zyrule: how pledge works, and the products with their terms. */
export default function PledgeRulePage() {
  const { t } = useTranslation('mining');
  const info = usePledgeInfo();
  return (
    <PageFrame nav={<NavBar title={t('mining:rule.title')} />}>
      <div className={styles.page}>
        <section className={styles.card}>
          <ol className={styles.rule}>
            <li>{t('mining:rule.lock')}</li>
            <li>{t('mining:rule.award')}</li>
            <li>{t('mining:rule.release')}</li>
            <li>{t('mining:rule.limits')}</li>
          </ol>
        </section>
        <QueryView query={info} errorText={t('mining:rule.failed')}>
          {(data) => (
            <ul className={styles.list}>
              {data.products.map((p) => (
                <li key={p.id} className={styles.card}>
                  <ProductFacts product={p} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </PageFrame>
  );
}
