import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ProjectCoinChoice } from '../../api/generated/model';
import { FormikSelect } from '../../components/FormikSelect';
import type { ProjectValues } from './projectSchema';

interface Props {
  /** Every coin (adminProjects `coins`), listed or not. */
  coins: ProjectCoinChoice[];
  /** The project's coin cannot change once it holds subscriptions. */
  coinFixed: boolean;
}

const BASE = 'USDT';

/**
 * The project's coin (any but USDT; usually a new coin, still delisted until its launch) and its
 * payment coins (listed coins only), picked from the platform's coins rather than typed. A payment
 * coin delisted since the project was saved stays shown, marked, so the operator sees why the
 * server refuses it. The supply's decimals follow the picked coin.
 */
export function ProjectCoinFields({ coins, coinFixed }: Props) {
  const { t } = useTranslation();
  const { values } = useFormikContext<ProjectValues>();
  const label = (c: ProjectCoinChoice) =>
    c.listed ? c.currency : `${c.currency} (${t('projects.delisted')})`;
  const chosen = new Set(values.payment_coins);
  return (
    <>
      <FormikSelect<string>
        name="currency"
        label={t('projects.field.currency')}
        showSearch
        aria-label={t('projects.field.currency')}
        placeholder={t('projects.choose_coin')}
        disabled={coinFixed}
        options={coins
          .filter((c) => c.currency !== BASE)
          .map((c) => ({ value: c.currency, label: label(c) }))}
      />
      <FormikSelect<string[]>
        name="payment_coins"
        label={t('projects.field.payment_coins')}
        mode="multiple"
        aria-label={t('projects.field.payment_coins')}
        placeholder={t('projects.choose_payment')}
        options={coins
          .filter((c) => c.listed || chosen.has(c.currency))
          .map((c) => ({ value: c.currency, label: label(c) }))}
      />
    </>
  );
}
