import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getWalletFlashAgainstListQueryKey,
  getWalletFlashCoinsQueryKey,
  useWalletFlashAgainst,
  useWalletFlashCoins,
} from '../../../api/generated/endpoints/exchange/exchange';
import type { FlashCoin } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { SubmitButton, TextField } from '../../../components/form';
import { SwapIcon } from '../../../components/icons';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { CoinSelect } from '../components/CoinSelect';
import styles from '../components/exchange.module.css';
import { FlashQuoteCard } from '../components/FlashQuoteCard';
import { FlashRecords } from '../components/FlashRecords';
import { AMOUNT_STRIP, flashInitialValues, flashSchema, type FlashValues } from '../schemas';

const USDT_ID = 3;

function defaultPair(coins: readonly FlashCoin[]): [number, number] {
  const first = coins.find((c) => c.currency_id === USDT_ID) ?? coins[0];
  const second = coins.find((c) => c.currency_id !== first?.currency_id);
  return [first?.currency_id ?? 0, second?.currency_id ?? 0];
}

/** pages/assets/transfersd/index: swap one coin for another at the market price, then its records. */
export default function FlashPage() {
  const { t } = useTranslation('exchange');
  const coins = useWalletFlashCoins();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getWalletFlashCoinsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getWalletFlashAgainstListQueryKey() }),
    ]);

  let body;
  if (coins.isPending) {
    body = (
      <div className={styles.form} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (coins.isError) {
    body = (
      <ErrorState message={t('exchange:flash.loadFailed')} onRetry={() => void coins.refetch()} />
    );
  } else {
    body = <FlashForm coins={coins.data} onDone={refresh} />;
  }
  const decimalsOf = (id: number) => coins.data?.find((c) => c.currency_id === id)?.decimals ?? 8;

  return (
    <PageFrame nav={<NavBar title={t('exchange:flash.title')} />}>
      {body}
      <FlashRecords decimalsOf={decimalsOf} />
    </PageFrame>
  );
}

function FlashForm({ coins, onDone }: { coins: FlashCoin[]; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation('exchange');
  const [pair, setPair] = useState(() => defaultPair(coins));
  const exchange = useWalletFlashAgainst();
  const from = coins.find((c) => c.currency_id === pair[0]) ?? coins[0]!;
  const to = coins.find((c) => c.currency_id === pair[1]) ?? coins[1] ?? coins[0]!;
  const schema = useMemo(
    () => flashSchema({ decimals: from.decimals, available: from.available }),
    [from],
  );

  const choose = (side: 0 | 1, id: number) =>
    setPair(([a, b]) => {
      const next: [number, number] = side === 0 ? [id, b] : [a, id];
      // Picking the coin already on the other side swaps the two.
      if (next[0] === next[1]) return side === 0 ? [id, a] : [b, id];
      return next;
    });

  const submit = async (values: FlashValues, helpers: FormikHelpers<FlashValues>) => {
    const confirmed = await confirmDialog({
      title: t('exchange:flash.confirmTitle'),
      content: t('exchange:flash.confirmContent', {
        amount: values.amount,
        from: from.currency,
        to: to.currency,
      }),
      confirmText: t('exchange:flash.confirm'),
      cancelText: t('exchange:flash.cancel'),
    });
    if (!confirmed) return;
    try {
      await exchange.mutateAsync({
        data: {
          currency_id: from.currency_id,
          to_currency_id: to.currency_id,
          amount: values.amount.trim(),
        },
      });
      void showToast({ content: t('exchange:flash.success'), icon: 'success' });
      helpers.resetForm();
      await onDone();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };

  return (
    <Formik
      initialValues={flashInitialValues()}
      validationSchema={schema}
      onSubmit={submit}
      enableReinitialize={false}
    >
      {({ values, setFieldValue }) => (
        <Form className={styles.form} noValidate aria-label={t('exchange:flash.title')}>
          <div className={styles.pair}>
            <CoinSelect
              label={t('exchange:flash.from')}
              coins={coins}
              value={from.currency_id}
              onChange={(id) => choose(0, id)}
            />
            <Button
              className={styles.swap}
              fill="outline"
              aria-label={t('exchange:flash.swap')}
              onClick={() => setPair(([a, b]) => [b, a])}
            >
              <SwapIcon />
            </Button>
            <CoinSelect
              label={t('exchange:flash.to')}
              coins={coins}
              value={to.currency_id}
              onChange={(id) => choose(1, id)}
            />
          </div>
          <TextField
            name="amount"
            label={t('exchange:flash.amount')}
            placeholder={t('exchange:flash.amountPlaceholder')}
            inputMode="decimal"
            strip={AMOUNT_STRIP}
            suffix={
              <button
                type="button"
                className={styles.all}
                onClick={() => void setFieldValue('amount', from.available)}
              >
                {t('exchange:flash.all')}
              </button>
            }
          />
          <div className={styles.balance}>
            <span>{t('exchange:flash.available')}</span>
            <AmountText value={from.available} decimals={from.decimals} unit={from.currency} />
          </div>
          <FlashQuoteCard from={from} to={to} amount={values.amount} />
          <SubmitButton>{t('exchange:flash.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
