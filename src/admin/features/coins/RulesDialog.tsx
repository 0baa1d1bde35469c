import { Form, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCoin, CoinRulesForm } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
import { FormikItem } from '../../components/FormikItem';
import { RULE_LABEL } from './coinText';
import { familiesOf, rulesForm, rulesSchema, rulesValues, type RulesValues } from './rulesSchema';

interface Props {
  coin: AdminCoin;
  onCancel: () => void;
  /** Resolves once the server has saved; the dialog then closes. */
  onSave: (form: CoinRulesForm) => Promise<unknown>;
}

const AMOUNTS = ['deposit_minimum', 'withdraw_minimum', 'withdraw_fee_fixed'];

/** The coin's deposit and withdrawal rules (those of the CLI's coin-rules), checked as the server does. */
export function RulesDialog({ coin, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const has = familiesOf(coin);
  const field = (name: keyof RulesValues) => (
    <FormikItem key={name} name={name} label={t(RULE_LABEL[name])}>
      <Input
        autoComplete="off"
        inputMode="decimal"
        suffix={AMOUNTS.includes(name) ? coin.symbol : undefined}
      />
    </FormikItem>
  );
  return (
    <FormDialog<RulesValues>
      title={t('coins.rules_title', { symbol: coin.symbol })}
      okText={t('coins.save')}
      cancelText={t('coins.cancel')}
      initialValues={rulesValues(coin)}
      validationSchema={rulesSchema(t, coin)}
      onSubmit={(values) => onSave(rulesForm(coin, values))}
      onCancel={onCancel}
    >
      {(formik) => (
        <>
          <Typography.Title level={5}>{t('coins.deposit')}</Typography.Title>
          {has.deposit ? (
            ['deposit_minimum', 'deposit_fee_rate'].map((n) => field(n as keyof RulesValues))
          ) : (
            <Typography.Paragraph type="secondary">{t('coins.no_terms')}</Typography.Paragraph>
          )}
          <Typography.Title level={5}>{t('coins.withdraw')}</Typography.Title>
          {has.withdraw ? (
            <>
              {['withdraw_minimum', 'withdraw_fee_rate', 'withdraw_fee_fixed'].map((n) =>
                field(n as keyof RulesValues),
              )}
              <Form.Item label={t('coins.rule.withdraw_bank')} htmlFor="withdraw_bank">
                <Switch
                  id="withdraw_bank"
                  checked={formik.values.withdraw_bank === 'on'}
                  onChange={(on) => formik.setFieldValue('withdraw_bank', on ? 'on' : 'off')}
                />
              </Form.Item>
            </>
          ) : (
            <Typography.Paragraph type="secondary">{t('coins.no_terms')}</Typography.Paragraph>
          )}
        </>
      )}
    </FormDialog>
  );
}
