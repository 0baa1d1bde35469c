import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { LeverSide } from '../schemas';
import styles from './lever.module.css';

/** Long (buy up) or short (sell down). */
export function SidePicker() {
  const { t } = useTranslation('lever');
  const [field, , helpers] = useField<LeverSide>('side');
  return (
    <div className={styles.sides} role="group" aria-label={t('lever:form.side')}>
      <button
        type="button"
        className={`${styles.side} ${styles.long}`}
        aria-pressed={field.value === 'long'}
        onClick={() => void helpers.setValue('long')}
      >
        {t('lever:side.long')}
      </button>
      <button
        type="button"
        className={`${styles.side} ${styles.short}`}
        aria-pressed={field.value === 'short'}
        onClick={() => void helpers.setValue('short')}
      >
        {t('lever:side.short')}
      </button>
    </div>
  );
}
