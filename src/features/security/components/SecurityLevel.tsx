import { CheckOutline, ExclamationOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import styles from './securityLevel.module.css';

export interface SecurityCheck {
  key: string;
  label: string;
  /** Unknown while its status loads. */
  done: boolean | undefined;
  /** Where the user sets it up; none when it cannot be done from the app. */
  to?: string;
  /** The second factor: without it the level stays low, whatever else is done. */
  secondFactor?: boolean;
}

type Level = 'low' | 'medium' | 'high';

/** Low without a second factor; high once every check is done; medium between. */
export function levelOf(checks: SecurityCheck[]): Level {
  if (!checks.some((c) => c.secondFactor && c.done)) return 'low';
  return checks.every((c) => c.done) ? 'high' : 'medium';
}

/** The Security page's overview: the level, how many protections are on, and which are missing. */
export function SecurityLevel({ checks }: { checks: SecurityCheck[] }) {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  if (checks.some((c) => c.done === undefined)) return null;
  const level = levelOf(checks);
  const done = checks.filter((c) => c.done).length;
  return (
    <section className={styles.card} aria-labelledby="security-level-title">
      <div className={styles.head}>
        <h2 id="security-level-title" className={styles.title}>
          {t('security:level.title')}
        </h2>
        <StatusTag
          status={level}
          solid
          tones={{ low: 'danger', medium: 'warning', high: 'success' }}
          labels={{
            low: t('security:level.low'),
            medium: t('security:level.medium'),
            high: t('security:level.high'),
          }}
        />
      </div>
      <progress
        className={styles.bar}
        max={checks.length}
        value={done}
        aria-label={t('security:level.progress', { done, total: checks.length })}
      />
      <p className={styles.hint}>
        {level === 'low'
          ? t('security:level.hintLow')
          : level === 'medium'
            ? t('security:level.hintMedium')
            : t('security:level.hintHigh')}
      </p>
      <ul className={styles.checks} aria-label={t('security:level.checklist')}>
        {checks.map((check) => (
          <li key={check.key} className={check.done ? styles.done : styles.todo}>
            <span aria-hidden="true" className={styles.mark}>
              {check.done ? <CheckOutline /> : <ExclamationOutline />}
            </span>
            <span className={styles.label}>{check.label}</span>
            {check.done ? (
              <span className={styles.state}>{t('security:level.on')}</span>
            ) : check.to ? (
              <button
                type="button"
                className={styles.action}
                onClick={() => void navigate(check.to!)}
              >
                {t('security:level.setUp')}
              </button>
            ) : (
              <span className={styles.state}>{t('security:level.missing')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
