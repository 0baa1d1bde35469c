import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  usePledgeMiner,
  usePledgePledge,
  usePledgePledgeForm,
} from '../../../api/generated/endpoints/mining/mining';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { AmountForm } from '../components/AmountForm';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import mining from '../components/mining.module.css';
import { ProductFacts } from '../components/ProductFacts';

/** pages/assets/transfersd/zylist: pledge products; stake a quantity in the chosen one. */
export default function PledgeListPage() {
  const { t } = useTranslation('mining');
  const products = usePledgeMiner();
  const [chosen, setChosen] = useState<number | null>(null);
  const id = chosen ?? products.data?.[0]?.id ?? 0;
  const form = usePledgePledgeForm({ id }, { query: { enabled: id > 0 } });
  const pledge = usePledgePledge();
  const queryClient = useQueryClient();
  return (
    <PageFrame
      nav={
        <NavBar
          title={t('mining:pledge.title')}
          right={<Link to={PATHS.pledgeRecord}>{t('mining:pledge.records')}</Link>}
        />
      }
    >
      <div className={styles.page}>
        <QueryView
          query={products}
          errorText={t('mining:pledge.failed')}
          empty={{ when: (d) => d.length === 0, text: t('mining:pledge.noProducts') }}
        >
          {(list) => (
            <div className={styles.choice} role="group" aria-label={t('mining:pledge.choose')}>
              {list.map((p) => (
                <button
                  key={p.id}
                  type="button"
                  className={`${styles.chip} ${mining.coinChip}`}
                  aria-pressed={p.id === id}
                  onClick={() => setChosen(p.id)}
                >
                  <CoinIcon symbol={p.currency} size={18} />
                  {p.currency} · {t('mining:pledge.days', { count: p.days })}
                </button>
              ))}
            </div>
          )}
        </QueryView>
        {id > 0 && (
          <QueryView query={form} errorText={t('mining:pledge.failed')}>
            {(data) => (
              <section className={styles.card}>
                <ProductFacts product={data.product} />
                <AmountForm
                  key={id}
                  label={t('mining:pledge.amount')}
                  submitText={t('mining:pledge.submit')}
                  unit={data.product.currency}
                  rules={{
                    decimals: 8,
                    available: data.available,
                    min: data.product.min_amount,
                    max: data.product.max_amount,
                  }}
                  onSubmit={async (amount) => {
                    await pledge.mutateAsync({ data: { id, amount } });
                    void showToast({ content: t('mining:pledge.done'), icon: 'success' });
                    await queryClient.invalidateQueries();
                  }}
                />
              </section>
            )}
          </QueryView>
        )}
      </div>
    </PageFrame>
  );
}
