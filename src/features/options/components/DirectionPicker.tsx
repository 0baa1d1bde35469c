import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OptionDirection } from '../schemas';
import styles from './options.module.css';

/** Up (call), down (put) or flat (even). */
export function DirectionPicker() {
  const { t } = useTranslation('options');
  const [field, , helpers] = useField<OptionDirection>('direction');
  const labels: Record<OptionDirection, string> = {
    up: t('options:direction.up'),
    down: t('options:direction.down'),
    flat: t('options:direction.flat'),
  };
  return (
    <div className={styles.row} role="group" aria-label={t('options:form.direction')}>
      {(['up', 'down', 'flat'] as const).map((d) => (
        <button
          key={d}
          type="button"
          className={`${styles.choice} ${d === 'up' ? styles.up : d === 'down' ? styles.down : ''}`}
          aria-pressed={field.value === d}
          onClick={() => void helpers.setValue(d)}
        >
          {labels[d]}
        </button>
      ))}
    </div>
  );
}
