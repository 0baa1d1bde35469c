import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  getOtcMyTradeOrderListQueryKey,
  getOtcTradeListQueryKey,
  useOtcTrade,
} from '../../../api/generated/endpoints/otc/otc';
import type { OtcAd, OtcCurrency, OtcMarket } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { SubmitButton, TextField } from '../../../components/form';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { PATHS } from '../../../lib/paths';
import { askForPush } from '../../notifications';
import {
  DECIMAL_STRIP,
  maxOrderOf,
  orderInitialValues,
  orderSchema,
  type OrderValues,
} from '../schemas';
import { takerAction } from './labels';
import { OrderPreview } from './OrderPreview';
import styles from './otc.module.css';
import { useBoundKinds } from './useBoundKinds';

interface OrderFormProps {
  ad: OtcAd;
  coin: OtcCurrency;
  market: OtcMarket;
}

/** Amount (legal) or quantity (coin), with the other shown as it converts; then the order. */
export function OrderForm({ ad, coin, market }: OrderFormProps) {
  const { t } = useTranslation('otc');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trade = useOtcTrade();
  const selling = ad.side === 'buy';
  // Selling to a buy ad: the money is paid to one of the user's own methods the ad accepts.
  const bound = useBoundKinds(selling);
  const canReceive =
    !selling || (bound.kinds !== null && ad.pay_kinds.some((k) => bound.kinds!.includes(k)));
  const schema = useMemo(() => orderSchema(ad, coin.decimals), [ad, coin.decimals]);
  const max = maxOrderOf(ad, coin.decimals);
  const action = takerAction(t, ad.side, ad.currency);

  const submit = async (values: OrderValues) => {
    try {
      const value = values.value.trim();
      const data =
        values.by === 'amount'
          ? { ad_id: ad.id, amount: value }
          : { ad_id: ad.id, quantity: value };
      const order = await trade.mutateAsync({ data });
      void queryClient.invalidateQueries({ queryKey: getOtcTradeListQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getOtcMyTradeOrderListQueryKey() });
      void navigate(`${PATHS.otcOrder}?id=${order.id}`);
      // The moment push explains itself: the other side pays (or releases) while the app is closed.
      void askForPush(selling ? 'p2pSell' : 'p2pBuy');
    } catch (error) {
      ignoreHandled(error);
    }
  };

  return (
    <Formik initialValues={orderInitialValues()} validationSchema={schema} onSubmit={submit}>
      {({ values, setFieldValue, setFieldTouched }) => (
        <Form className={styles.form} noValidate aria-label={action}>
          <SegmentedTabs
            tabs={[
              { key: 'amount', title: t('otc:order.byAmount') },
              { key: 'quantity', title: t('otc:order.byQuantity') },
            ]}
            activeKey={values.by}
            onChange={(by) => {
              void setFieldValue('by', by, false);
              void setFieldValue('value', '', false);
              void setFieldTouched('value', false, false);
            }}
            aria-label={t('otc:order.by')}
          />
          <TextField
            name="value"
            label={values.by === 'amount' ? t('otc:order.amount') : t('otc:order.quantity')}
            placeholder={
              values.by === 'amount'
                ? t('otc:order.amountPlaceholder')
                : t('otc:order.quantityPlaceholder')
            }
            inputMode="decimal"
            maxLength={30}
            strip={DECIMAL_STRIP}
            suffix={
              <span className={styles.suffix}>
                <span className={styles.unit}>
                  {values.by === 'amount' ? ad.legal : ad.currency}
                </span>
                <button
                  type="button"
                  className={styles.all}
                  onClick={() =>
                    void setFieldValue('value', values.by === 'amount' ? max.amount : max.quantity)
                  }
                >
                  {t('otc:order.all')}
                </button>
              </span>
            }
          />
          <OrderPreview values={values} ad={ad} coin={coin} feeRate={market.fee_rate} />
          {selling && bound.kinds !== null && !canReceive && (
            <p className={styles.warning} role="alert">
              {t('otc:order.bindFirst')}{' '}
              <Link className={styles.link} to={PATHS.bankBind}>
                {t('otc:order.bindAction')}
              </Link>
            </p>
          )}
          <p className={styles.hint}>
            {selling
              ? t('otc:order.sellNote', { minutes: market.pay_minutes })
              : t('otc:order.buyNote', { minutes: market.pay_minutes })}
          </p>
          {canReceive ? <SubmitButton>{action}</SubmitButton> : null}
        </Form>
      )}
    </Formik>
  );
}
