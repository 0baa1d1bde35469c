import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import styles from './lever.module.css';

/** The seeded multiples (5×, 10×, …) as chips. */
export function MultiplePicker({ multiples }: { multiples: readonly number[] }) {
  const { t } = useTranslation('lever');
  const [field, , helpers] = useField<string>('multiple');
  return (
    <div className={styles.chips} role="group" aria-label={t('lever:form.multiple')}>
      {multiples.map((m) => (
        <button
          key={m}
          type="button"
          className={styles.chip}
          aria-pressed={field.value === String(m)}
          onClick={() => void helpers.setValue(String(m))}
        >
          {t('lever:form.times', { multiple: m })}
        </button>
      ))}
    </div>
  );
}
