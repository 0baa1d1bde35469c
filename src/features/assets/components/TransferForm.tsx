import { Form, Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletChange } from '../../../api/generated/endpoints/assets/assets';
import type { WalletList } from '../../../api/generated/model';
import type { ApiError } from '../../../api/http';
import { showToast } from '../../../components/imperative/toast';
import { ACCOUNT_TYPES, accountName } from '../accounts';
import { transferSchema, type TransferValues } from '../schemas/transfer';
import styles from './assets.module.css';
import { balanceOf } from './balanceOf';
import { newRequestId } from './requestId';
import { TransferFields } from './TransferFields';

/** The internal transfer form: from/to accounts, currency, amount; checked against what `from` holds. */
export function TransferForm({
  list,
  onDone,
  currencyId,
}: {
  list: WalletList;
  onDone: () => Promise<unknown>;
  /** The currency chosen at first (from a coin's page in Assets); the first one otherwise. */
  currencyId?: number;
}) {
  const { t } = useTranslation('assets');
  const change = useWalletChange();
  // One key per transfer: a retry after a lost answer cannot move the money twice.
  const requestId = useRef(newRequestId());
  const currencies = list.accounts[0]?.balances ?? [];
  const initial: TransferValues = {
    from: 'spot',
    to: 'options',
    currency_id:
      currencies.find((c) => c.currency_id === currencyId)?.currency_id ??
      currencies[0]?.currency_id ??
      null,
    amount: '',
  };

  const validate = async (values: TransferValues) => {
    const balance = balanceOf(list, values);
    try {
      await transferSchema({ available: balance?.available, decimals: balance?.decimals }).validate(
        values,
        { abortEarly: false },
      );
      return {};
    } catch (error) {
      return yupToFormErrors<TransferValues>(error);
    }
  };

  const submit = async (values: TransferValues, helpers: FormikHelpers<TransferValues>) => {
    try {
      await change.mutateAsync({
        data: {
          from: values.from,
          to: values.to,
          currency_id: values.currency_id ?? 0,
          amount: values.amount.trim(),
          request_id: requestId.current,
        },
      });
      requestId.current = newRequestId();
      helpers.resetForm({ values: { ...values, amount: '' } });
      void showToast(t('assets:transfer.success'));
      await onDone();
    } catch (error) {
      // http.ts has shown the server's message ("Insufficient balance"...). A definite answer
      // means nothing was applied under this key: the next try gets a new one.
      if ((error as Partial<ApiError>).status) requestId.current = newRequestId();
    }
  };

  return (
    <Formik initialValues={initial} validate={validate} onSubmit={submit} validateOnMount={false}>
      <Form className={styles.form} noValidate>
        <TransferFields
          list={list}
          accounts={ACCOUNT_TYPES.map((type) => ({ value: type, label: accountName(t, type) }))}
          currencies={currencies.map((c) => ({
            value: c.currency_id,
            label: c.symbol,
            coin: { symbol: c.symbol, iconUrl: c.icon_url },
          }))}
        />
      </Form>
    </Formik>
  );
}
