import { useTranslation } from 'react-i18next';
import type { OptionSeconds } from '../../../api/generated/model';
import { useFieldError } from '../../../components/form';
import { formatAmount } from '../../../lib/decimal';
import styles from './options.module.css';

const percent = (ratio: string) =>
  formatAmount(String(Number(ratio) * 100), 2).replace(/\.?0+$/, '');

/** The delivery durations with their payout; the error says to choose one first. */
export function DurationChips({ durations }: { durations: readonly OptionSeconds[] }) {
  const { t } = useTranslation('options');
  const { field, helpers, error } = useFieldError<string>('seconds');
  return (
    <div>
      <div className={styles.chips} role="group" aria-label={t('options:form.time')}>
        {durations.map((d) => (
          <button
            key={d.seconds}
            type="button"
            className={styles.choice}
            aria-pressed={field.value === String(d.seconds)}
            onClick={() => {
              void helpers.setValue(String(d.seconds));
              void helpers.setTouched(true, false);
            }}
          >
            <span>{t('options:form.seconds', { seconds: d.seconds })}</span>
            <span className={styles.small}>
              {t('options:form.payout', { percent: percent(d.payout_ratio) })}
            </span>
          </button>
        ))}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
