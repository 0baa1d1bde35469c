import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { LOTS_STRIP } from '../schemas';
import styles from './lever.module.css';

/** Lots: a whole number with − and + buttons (never below 1 from the buttons). */
export function LotsStepper() {
  const { t } = useTranslation('lever');
  const [field, , helpers] = useField<string>('lots');
  const lots = /^\d+$/.test(field.value) ? Number(field.value) : 0;
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        aria-label={t('lever:form.fewer')}
        onClick={() => void helpers.setValue(String(Math.max(1, lots - 1)))}
      >
        <MinusOutline aria-hidden="true" />
      </button>
      <TextField name="lots" label={t('lever:form.lots')} inputMode="numeric" strip={LOTS_STRIP} />
      <button
        type="button"
        aria-label={t('lever:form.more')}
        onClick={() => void helpers.setValue(String(lots + 1))}
      >
        <AddOutline aria-hidden="true" />
      </button>
    </div>
  );
}
