import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getRemittanceRemittanceListQueryKey,
  getRemittanceRemittanceRecordQueryKey,
  getWalletFlashCoinsQueryKey,
  useRemittanceRemittance,
  useWalletFlashCoins,
} from '../../../api/generated/endpoints/exchange/exchange';
import { useUserHasPassword } from '../../../api/generated/endpoints/security/security';
import type { FlashCoin } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import {
  FundPasswordField,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../../components/form';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { CoinSelect } from '../components/CoinSelect';
import styles from '../components/exchange.module.css';
import { GiftRecords } from '../components/GiftRecords';
import { AMOUNT_STRIP, giftInitialValues, giftSchema, type GiftValues } from '../schemas';

const USDT_ID = 3;

/** pages/assets/transfersd/sf: send coins to another user by e-mail, and the sent/received records. */
export default function GiftPage() {
  const { t } = useTranslation('exchange');
  const coins = useWalletFlashCoins();
  const hasPassword = useUserHasPassword();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getWalletFlashCoinsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getRemittanceRemittanceListQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getRemittanceRemittanceRecordQueryKey() }),
    ]);

  let body;
  if (coins.isPending || hasPassword.isPending) {
    body = (
      <div className={styles.form} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (coins.isError || hasPassword.isError) {
    body = (
      <ErrorState
        message={t('exchange:gift.loadFailed')}
        onRetry={() => void Promise.all([coins.refetch(), hasPassword.refetch()])}
      />
    );
  } else {
    body = (
      <GiftForm
        coins={coins.data}
        hasFundPassword={hasPassword.data.has_password}
        onDone={refresh}
      />
    );
  }
  const decimalsOf = (id: number) => coins.data?.find((c) => c.currency_id === id)?.decimals ?? 8;

  return (
    <PageFrame nav={<NavBar title={t('exchange:gift.title')} />}>
      {body}
      <GiftRecords decimalsOf={decimalsOf} />
    </PageFrame>
  );
}

interface GiftFormProps {
  coins: FlashCoin[];
  hasFundPassword: boolean;
  onDone: () => Promise<unknown>;
}

function GiftForm({ coins, hasFundPassword, onDone }: GiftFormProps) {
  const { t } = useTranslation('exchange');
  const [coinId, setCoinId] = useState(
    () => (coins.find((c) => c.currency_id === USDT_ID) ?? coins[0])?.currency_id ?? 0,
  );
  const send = useRemittanceRemittance();
  const coin = coins.find((c) => c.currency_id === coinId) ?? coins[0]!;
  const schema = useMemo(
    () => giftSchema({ decimals: coin.decimals, available: coin.available, hasFundPassword }),
    [coin, hasFundPassword],
  );

  const submit = async (values: GiftValues, helpers: FormikHelpers<GiftValues>) => {
    const confirmed = await confirmDialog({
      title: t('exchange:gift.confirmTitle'),
      content: t('exchange:gift.confirmContent', {
        amount: values.amount,
        coin: coin.currency,
        email: values.email.trim(),
      }),
      confirmText: t('exchange:gift.confirm'),
      cancelText: t('exchange:gift.cancel'),
    });
    if (!confirmed) return;
    try {
      await send.mutateAsync({
        data: {
          currency_id: coin.currency_id,
          email: values.email.trim(),
          amount: values.amount.trim(),
          password: values.password,
        },
      });
      void showToast({ content: t('exchange:gift.success'), icon: 'success' });
      helpers.resetForm();
      await onDone();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };

  return (
    <Formik initialValues={giftInitialValues()} validationSchema={schema} onSubmit={submit}>
      {({ setFieldValue }) => (
        <Form className={styles.form} noValidate aria-label={t('exchange:gift.title')}>
          <CoinSelect
            label={t('exchange:gift.coin')}
            coins={coins}
            value={coin.currency_id}
            onChange={setCoinId}
          />
          <TextField
            name="email"
            label={t('exchange:gift.email')}
            placeholder={t('exchange:gift.emailPlaceholder')}
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
          <TextField
            name="amount"
            label={t('exchange:gift.amount')}
            placeholder={t('exchange:gift.amountPlaceholder')}
            inputMode="decimal"
            strip={AMOUNT_STRIP}
            suffix={
              <button
                type="button"
                className={styles.all}
                onClick={() => void setFieldValue('amount', coin.available)}
              >
                {t('exchange:gift.all')}
              </button>
            }
          />
          <div className={styles.balance}>
            <span>{t('exchange:gift.available')}</span>
            <AmountText value={coin.available} decimals={coin.decimals} unit={coin.currency} />
          </div>
          {hasFundPassword ? (
            <FundPasswordField name="password" label={t('exchange:gift.fundPassword')} />
          ) : (
            <>
              <PasswordField
                name="password"
                label={t('exchange:gift.loginPassword')}
                placeholder={t('exchange:gift.loginPasswordPlaceholder')}
              />
              <p className={styles.hint}>{t('exchange:gift.loginPasswordHint')}</p>
            </>
          )}
          <SubmitButton>{t('exchange:gift.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
