import { useTranslation } from 'react-i18next';
import type { MinerModel } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import styles from '../../../components/ProductPage/productPage.module.css';

/** Hashrate, price, seat price, daily yield and remaining offer time of a miner model. */
export function ModelFacts({ model, seat = false }: { model: MinerModel; seat?: boolean }) {
  const { t } = useTranslation('mining');
  const days = Math.floor(model.remaining_seconds / 86_400);
  const hours = Math.floor((model.remaining_seconds % 86_400) / 3_600);
  return (
    <dl className={styles.facts}>
      <dt>{t('mining:model.hashrate')}</dt>
      <dd>
        {model.hashrate} {model.hashrate_unit}
      </dd>
      <dt>{seat ? t('mining:model.seatPrice') : t('mining:model.price')}</dt>
      <dd>
        <AmountText value={seat ? model.seat_price : model.price} decimals={2} group unit="USDT" />
      </dd>
      <dt>{t('mining:model.dailyYield')}</dt>
      <dd>
        <AmountText
          value={seat ? model.seat_daily_yield : model.daily_yield}
          decimals={8}
          unit={model.coin}
        />
      </dd>
      {seat && (
        <>
          <dt>{t('mining:model.seats')}</dt>
          <dd>{model.seats}</dd>
        </>
      )}
      <dt>{t('mining:model.period')}</dt>
      <dd>{t('mining:model.periodValue', { prepare: model.prepare_days, run: model.run_days })}</dd>
      <dt>{t('mining:model.remaining')}</dt>
      <dd>
        {model.remaining_seconds > 0
          ? t('mining:model.remainingValue', { days, hours })
          : t('mining:model.ended')}
      </dd>
    </dl>
  );
}
