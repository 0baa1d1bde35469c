import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WithdrawInfoAddress } from '../../../api/generated/model';
import { PATHS } from '../../../lib/paths';
import styles from './withdraw.module.css';

/** Network and address, chosen among the user's own addresses for the coin, with a way to add one. */
export function AddressPicker({
  addresses,
  currencyId,
}: {
  addresses: WithdrawInfoAddress[];
  currencyId: number;
}) {
  const { t } = useTranslation('withdraw');
  const id = useId();
  const [field, , helpers] = useField<number | null>('address_id');
  return (
    <div className={styles.label}>
      <div className={styles.row}>
        <label htmlFor={id}>{t('withdraw:form.address')}</label>
        <Link className={styles.link} to={`${PATHS.addressCreate}?currency_id=${currencyId}`}>
          {t('withdraw:form.addAddress')}
        </Link>
      </div>
      <select
        id={id}
        className={styles.select}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(Number(e.target.value))}
      >
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.network} · {a.address}
          </option>
        ))}
      </select>
    </div>
  );
}
