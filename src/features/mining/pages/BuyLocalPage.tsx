import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useMinerBuySeat,
  useMinerBuySeatForm,
  useMinerSeatList,
} from '../../../api/generated/endpoints/mining/mining';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { PATHS } from '../../../lib/paths';
import { BuyForm } from '../components/BuyForm';
import styles from '../../../components/ProductPage/productPage.module.css';

/** pages/wakuang/buy-local: choose a model and buy seats (equal shares of one of its machines). */
export default function BuyLocalPage() {
  const { t } = useTranslation('mining');
  const seats = useMinerSeatList();
  const [chosen, setChosen] = useState<number | null>(null);
  const id = chosen ?? seats.data?.[0]?.id ?? 0;
  const form = useMinerBuySeatForm({ id }, { query: { enabled: id > 0 } });
  const buy = useMinerBuySeat();
  return (
    <PageFrame nav={<NavBar title={t('mining:buy.seatTitle')} backTo={PATHS.mining} />}>
      <div className={styles.page}>
        <QueryView
          query={seats}
          errorText={t('mining:buy.failed')}
          empty={{ when: (d) => d.length === 0, text: t('mining:home.modelsEmpty') }}
        >
          {(list) => (
            <div className={styles.choice} role="group" aria-label={t('mining:buy.chooseModel')}>
              {list.map((m) => (
                <button
                  key={m.id}
                  type="button"
                  className={styles.chip}
                  aria-pressed={m.id === id}
                  onClick={() => setChosen(m.id)}
                >
                  {m.name}
                </button>
              ))}
            </div>
          )}
        </QueryView>
        {id > 0 && (
          <QueryView query={form} errorText={t('mining:buy.failed')}>
            {(data) => (
              <BuyForm
                key={id}
                form={data}
                seat
                buy={(quantity) => buy.mutateAsync({ data: { id, quantity } })}
              />
            )}
          </QueryView>
        )}
      </div>
    </PageFrame>
  );
}
