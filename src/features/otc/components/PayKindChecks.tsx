import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OtcPayKind } from '../../../api/generated/model';
import { useFieldError } from '../../../components/form';
import { PATHS } from '../../../lib/paths';
import { PAY_KINDS, payKindLabel } from './labels';
import styles from './otc.module.css';

/**
 * The ad's payment methods. A sell ad is paid into the advertiser's own accounts, so only bound
 * methods can be ticked (server code 2504); the others say so and link to binding.
 */
export function PayKindChecks({ bound }: { bound: OtcPayKind[] | null }) {
  const { t } = useTranslation('otc');
  const { field, helpers, error } = useFieldError<OtcPayKind[]>('pay_kinds');
  const chosen = field.value ?? [];
  const toggle = (kind: OtcPayKind, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(
      on
        ? PAY_KINDS.filter((k) => k === kind || chosen.includes(k))
        : chosen.filter((k) => k !== kind),
    );
  };
  const missing = bound !== null && PAY_KINDS.some((kind) => !bound.includes(kind));
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.label}>{t('otc:form.payKinds')}</legend>
      {PAY_KINDS.map((kind) => {
        const usable = bound === null || bound.includes(kind);
        return (
          <label key={kind} className={`${styles.choiceItem} ${usable ? '' : styles.disabled}`}>
            <input
              type="checkbox"
              name="pay_kinds"
              value={kind}
              checked={chosen.includes(kind)}
              disabled={!usable}
              onChange={(e) => toggle(kind, e.target.checked)}
            />
            {payKindLabel(t, kind)}
            {!usable && <span className={styles.muted}>{t('otc:form.notBound')}</span>}
          </label>
        );
      })}
      {missing && (
        <p className={styles.hint}>
          {t('otc:form.bindHint')}{' '}
          <Link className={styles.link} to={PATHS.bankBind}>
            {t('otc:form.bindAction')}
          </Link>
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
