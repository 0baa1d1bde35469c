import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOptionStakeCoin, OptionStakeCoinChoice } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { FormikSelect } from '../../components/FormikSelect';
import { stakeCoinSchema, type StakeCoinValues } from './stakeCoinSchema';

interface Props {
  /** The stake coin whose minimum is edited; none to add one of `choices`. */
  coin?: AdminOptionStakeCoin;
  /** The listed coins that are not stake coins yet. */
  choices: OptionStakeCoinChoice[];
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (values: StakeCoinValues) => Promise<unknown>;
}

/** Adding a stake coin (a listed coin and its minimum stake), or editing a stake coin's minimum. */
export function StakeCoinDialog({ coin, choices, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const placesOf = (id: string) =>
    coin ? coin.decimals : (choices.find((c) => String(c.currency_id) === id)?.decimals ?? 8);
  return (
    <FormDialog<StakeCoinValues>
      title={
        coin ? t('stake_coins.edit_title', { currency: coin.currency }) : t('stake_coins.add_title')
      }
      okText={t('stake_coins.save')}
      cancelText={t('stake_coins.cancel')}
      initialValues={{
        currency_id: coin ? String(coin.currency_id) : '',
        min_amount: coin?.min_amount ?? '',
      }}
      validationSchema={stakeCoinSchema(t, placesOf)}
      onSubmit={onSave}
      onCancel={onCancel}
      notice={
        coin &&
        coin.open_orders > 0 && (
          <Alert type="info" showIcon title={t('stake_coins.edit_hint', { n: coin.open_orders })} />
        )
      }
    >
      {coin ? (
        <Form.Item label={t('stake_coins.field.currency')} htmlFor="currency_id">
          <Input id="currency_id" value={coin.currency} disabled />
        </Form.Item>
      ) : (
        // the minimum's decimal limit follows the chosen coin
        <FormikSelect<string>
          name="currency_id"
          label={t('stake_coins.field.currency')}
          aria-label={t('stake_coins.field.currency')}
          placeholder={t('stake_coins.choose')}
          options={choices.map((c) => ({ value: String(c.currency_id), label: c.currency }))}
        />
      )}
      <FormikItem name="min_amount" label={t('stake_coins.field.min_amount')}>
        <Input autoComplete="off" inputMode="decimal" />
      </FormikItem>
    </FormDialog>
  );
}
