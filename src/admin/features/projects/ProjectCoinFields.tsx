import { Form, Select } from 'antd';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ProjectCoinChoice } from '../../api/generated/model';
import type { ProjectValues } from './projectSchema';

interface Props {
  /** Every coin (adminProjects `coins`), listed or not. */
  coins: ProjectCoinChoice[];
  /** The project's coin cannot change once it holds subscriptions. */
  coinFixed: boolean;
  serverFields: Record<string, string>;
}

const BASE = 'USDT';

/**
 * The project's coin (any but USDT; usually a new coin, still delisted until its launch) and its
 * payment coins (listed coins only), picked from the platform's coins rather than typed. A payment
 * coin delisted since the project was saved stays shown, marked, so the operator sees why the
 * server refuses it.
 */
export function ProjectCoinFields({ coins, coinFixed, serverFields }: Props) {
  const { t } = useTranslation();
  const formik = useFormikContext<ProjectValues>();
  const errorOf = (name: 'currency' | 'payment_coins') =>
    (formik.touched[name] && (formik.errors[name] as string | undefined)) || serverFields[name];
  const label = (c: ProjectCoinChoice) =>
    c.listed ? c.currency : `${c.currency} (${t('projects.delisted')})`;
  const chosen = new Set(formik.values.payment_coins);
  const coinError = errorOf('currency');
  const payError = errorOf('payment_coins');
  return (
    <>
      <Form.Item
        label={t('projects.field.currency')}
        htmlFor="currency"
        validateStatus={coinError ? 'error' : undefined}
        help={coinError || undefined}
      >
        <Select<string>
          id="currency"
          showSearch
          aria-label={t('projects.field.currency')}
          placeholder={t('projects.choose_coin')}
          disabled={coinFixed}
          value={formik.values.currency || undefined}
          status={coinError ? 'error' : undefined}
          // the supply's decimals follow the coin: the form validates again
          onChange={(value) => void formik.setFieldValue('currency', value)}
          onBlur={() => void formik.setFieldTouched('currency')}
          options={coins
            .filter((c) => c.currency !== BASE)
            .map((c) => ({ value: c.currency, label: label(c) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('projects.field.payment_coins')}
        htmlFor="payment_coins"
        validateStatus={payError ? 'error' : undefined}
        help={payError || undefined}
      >
        <Select<string[]>
          id="payment_coins"
          mode="multiple"
          aria-label={t('projects.field.payment_coins')}
          placeholder={t('projects.choose_payment')}
          value={formik.values.payment_coins}
          status={payError ? 'error' : undefined}
          onChange={(value) => void formik.setFieldValue('payment_coins', value)}
          onBlur={() => void formik.setFieldTouched('payment_coins')}
          options={coins
            .filter((c) => c.listed || chosen.has(c.currency))
            .map((c) => ({ value: c.currency, label: label(c) }))}
        />
      </Form.Item>
    </>
  );
}
