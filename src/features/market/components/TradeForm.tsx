import Button from 'antd-mobile/es/components/button';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoinTrade } from '../../../api/generated/endpoints/spot/spot';
import type { Ticker } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { TextField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import {
  tradeInitialValues,
  tradeSchema,
  type OrderKind,
  type Side,
  type TradeValues,
} from '../schemas/trade';
import styles from './market.module.css';
import { sideClass } from '../../../components/theme/sides';

const STRIP = /[^\d.]/g;

export interface TradeFormProps {
  ticker: Ticker;
  /** Available spot balance by currency id. */
  available: (currencyId: number) => string;
  initialSide?: Side;
  onPlaced: () => Promise<unknown>;
}

/** Buy or sell the pair at market or at a limit price. */
export function TradeForm({ ticker, available, initialSide = 'buy', onPlaced }: TradeFormProps) {
  const { t } = useTranslation('market');
  const [side, setSide] = useState<Side>(initialSide);
  const [type, setType] = useState<OrderKind>('limit');
  const trade = useCoinTrade();
  const payCoin = side === 'buy' ? ticker.quote_currency_id : ticker.base_currency_id;
  const balance = available(payCoin);
  const schema = useMemo(
    () =>
      tradeSchema({
        side,
        type,
        lastPrice: ticker.price,
        priceDecimals: ticker.price_decimals,
        quantityDecimals: ticker.quantity_decimals,
        available: balance,
      }),
    [side, type, ticker, balance],
  );

  const submit = async (values: TradeValues, helpers: FormikHelpers<TradeValues>) => {
    try {
      const order = await trade.mutateAsync({
        data: {
          pair_id: ticker.pair_id,
          side,
          type,
          quantity: values.quantity.trim(),
          ...(type === 'limit' ? { price: values.price.trim() } : {}),
        },
      });
      const done = order.status === 'completed';
      void showToast({
        content: done ? t('market:trade.filled') : t('market:trade.placed'),
        icon: 'success',
      });
      helpers.resetForm();
      await onPlaced();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };
  const submitLabel =
    side === 'buy'
      ? t('market:trade.submitBuy', { coin: ticker.base })
      : t('market:trade.submitSell', { coin: ticker.base });

  return (
    <Formik initialValues={tradeInitialValues()} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={t('market:trade.title')}>
          <SegmentedTabs
            aria-label={t('market:trade.side')}
            tabs={[
              { key: 'buy', title: t('market:trade.buy') },
              { key: 'sell', title: t('market:trade.sell') },
            ]}
            activeKey={side}
            onChange={setSide}
          />
          <SegmentedTabs
            aria-label={t('market:trade.type')}
            tabs={[
              { key: 'limit', title: t('market:trade.limit') },
              { key: 'market', title: t('market:trade.market') },
            ]}
            activeKey={type}
            onChange={setType}
          />
          {type === 'limit' ? (
            <TextField
              name="price"
              label={t('market:trade.price', { coin: ticker.quote })}
              inputMode="decimal"
              strip={STRIP}
              placeholder={ticker.price}
            />
          ) : (
            <p className={styles.marketNote}>{t('market:trade.marketNote')}</p>
          )}
          <TextField
            name="quantity"
            label={t('market:trade.quantity', { coin: ticker.base })}
            inputMode="decimal"
            strip={STRIP}
          />
          <p className={styles.available} data-testid="trade-available">
            {t('market:trade.available')}{' '}
            <AmountText
              value={balance}
              decimals={side === 'buy' ? 2 : ticker.quantity_decimals}
              unit={side === 'buy' ? ticker.quote : ticker.base}
            />
          </p>
          <Button
            type="submit"
            block
            color={side === 'buy' ? 'success' : 'danger'}
            className={sideClass(side === 'buy')}
            loadingText={submitLabel}
            loading={isSubmitting}
          >
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
