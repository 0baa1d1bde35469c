import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AssetAccountType, WalletList } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { TextField } from '../../../components/form/TextField';
import { SwapIcon } from '../../../components/icons';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { truncateDecimal } from '../../../lib/decimal';
import type { TransferValues } from '../schemas/transfer';
import styles from './assets.module.css';
import { balanceOf } from './balanceOf';
import { SelectField, type SelectOption } from './SelectField';

interface TransferFieldsProps {
  list: WalletList;
  accounts: SelectOption<AssetAccountType>[];
  currencies: SelectOption<number>[];
}

export function TransferFields({ list, accounts, currencies }: TransferFieldsProps) {
  const { t } = useTranslation('assets');
  const { values, setValues, setFieldValue } = useFormikContext<TransferValues>();
  const balance = balanceOf(list, values);
  // Choosing the other side's account swaps the two, so from and to never coincide.
  const pick = (side: 'from' | 'to') => (value: AssetAccountType) => {
    const other = side === 'from' ? 'to' : 'from';
    const next = { ...values, [side]: value };
    if (value === values[other]) next[other] = values[side];
    void setValues(next);
  };
  const swap = () => void setValues({ ...values, from: values.to, to: values.from });
  const all = () =>
    void setFieldValue(
      'amount',
      balance ? truncateDecimal(balance.available, balance.decimals) : '',
    );

  return (
    <>
      <div className={styles.pair}>
        <SelectField
          name="from"
          label={t('assets:transfer.from')}
          options={accounts}
          placeholder=""
          onSelect={pick('from')}
        />
        <button
          type="button"
          className={styles.swap}
          onClick={swap}
          aria-label={t('assets:transfer.swap')}
        >
          <SwapIcon />
        </button>
        <SelectField
          name="to"
          label={t('assets:transfer.to')}
          options={accounts}
          placeholder=""
          onSelect={pick('to')}
        />
      </div>
      <SelectField
        name="currency_id"
        label={t('assets:transfer.currency')}
        options={currencies}
        placeholder={t('assets:transfer.chooseCurrency')}
      />
      <TextField
        name="amount"
        label={t('assets:transfer.amount')}
        placeholder={t('assets:transfer.amountPlaceholder')}
        inputMode="decimal"
        strip={/[^\d.]/g}
        suffix={
          <button type="button" className={styles.all} onClick={all}>
            {t('assets:transfer.all')}
          </button>
        }
      />
      <p className={styles.muted}>
        {t('assets:transfer.available')}{' '}
        <AmountText
          value={balance?.available ?? '0'}
          decimals={balance?.decimals ?? 8}
          unit={balance?.symbol}
        />
      </p>
      <SubmitButton>{t('assets:transfer.submit')}</SubmitButton>
    </>
  );
}
