import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useMinerConvert,
  useMinerConvertForm,
  useMinerConverts,
} from '../../../api/generated/endpoints/mining/mining';
import { AmountText } from '../../../components/AmountText/AmountText';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { formatDate } from '../../../lib/date';
import { parseDecimal } from '../../../lib/decimal';
import { PATHS } from '../../../lib/paths';
import { AmountForm } from '../components/AmountForm';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import mining from '../components/mining.module.css';

/** pages/wakuang/convert: convert a mined coin to USDT at the market price, and the records. */
export default function ConvertPage() {
  const { t, i18n } = useTranslation('mining');
  const coins = useMinerConvertForm();
  const records = useMinerConverts({ page: 1, limit: 20 });
  const convert = useMinerConvert();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <PageFrame nav={<NavBar title={t('mining:convert.title')} backTo={PATHS.mining} />}>
      <div className={styles.page}>
        <QueryView
          query={coins}
          errorText={t('mining:convert.failed')}
          empty={{ when: (d) => d.length === 0, text: t('mining:convert.noCoins') }}
        >
          {(list) => {
            const coin = list.find((c) => c.currency_id === chosen) ?? list[0]!;
            return (
              <section className={styles.card}>
                <div className={styles.choice} role="group" aria-label={t('mining:convert.coin')}>
                  {list.map((c) => (
                    <button
                      key={c.currency_id}
                      type="button"
                      className={`${styles.chip} ${mining.coinChip}`}
                      aria-pressed={c.currency_id === coin.currency_id}
                      onClick={() => setChosen(c.currency_id)}
                    >
                      <CoinIcon symbol={c.currency} size={18} />
                      {c.currency}
                    </button>
                  ))}
                </div>
                <div className={styles.row}>
                  <span className={styles.muted}>{t('mining:convert.price')}</span>
                  <AmountText value={coin.usdt_price} decimals={8} unit="USDT" />
                </div>
                <AmountForm
                  key={coin.currency_id}
                  label={t('mining:convert.amount')}
                  submitText={t('mining:convert.submit')}
                  unit={coin.currency}
                  rules={{ decimals: coin.decimals, available: coin.available }}
                  extra={(amount) => (
                    <div className={styles.row}>
                      <span className={styles.muted}>{t('mining:convert.receive')}</span>
                      <span data-testid="receive">
                        <AmountText
                          value={parseDecimal(amount)?.times(coin.usdt_price).toFixed() ?? null}
                          decimals={8}
                          unit="USDT"
                        />
                      </span>
                    </div>
                  )}
                  onSubmit={async (amount) => {
                    await convert.mutateAsync({ data: { currency_id: coin.currency_id, amount } });
                    void showToast({ content: t('mining:convert.done'), icon: 'success' });
                    await queryClient.invalidateQueries();
                  }}
                />
              </section>
            );
          }}
        </QueryView>
        <h2 className={styles.sectionTitle}>{t('mining:convert.records')}</h2>
        <QueryView
          query={records}
          errorText={t('mining:convert.failed')}
          empty={{ when: (d) => d.items.length === 0, text: t('mining:convert.empty') }}
        >
          {(page) => (
            <ul className={styles.list}>
              {page.items.map((r) => (
                <li key={r.id} className={styles.card}>
                  <div className={styles.row}>
                    <span>
                      <AmountText value={r.amount} decimals={8} unit={r.currency} /> →{' '}
                      <AmountText value={r.receive} decimals={8} unit="USDT" />
                    </span>
                    <span className={styles.muted}>{formatDate(r.created_at, i18n.language)}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </PageFrame>
  );
}
