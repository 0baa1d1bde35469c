import { useTranslation } from 'react-i18next';
import type { Center2 } from '../../../api/generated/model';
import { percentText } from './percent';
import styles from './promotion.module.css';

/** Partner levels with their authorization codes; the user's own level is marked. */
export function LevelList({ center }: { center: Center2 }) {
  const { t } = useTranslation('promotion');
  return (
    <>
      {center.authorization_code && (
        <div className={styles.card}>
          <div className={styles.row}>
            <span>{t('promotion:levels.myAuthCode')}</span>
            <strong>{center.authorization_code}</strong>
          </div>
        </div>
      )}
      <ul className={styles.card} aria-label={t('promotion:levels.title')}>
        {center.levels.map((l) => (
          <li
            key={l.level}
            className={styles.row}
            aria-current={l.level === center.level || undefined}
          >
            <div>
              <div>
                {l.name}
                {l.level === center.level && ` · ${t('promotion:levels.current')}`}
              </div>
              <div className={styles.muted}>
                {t('promotion:levels.requirement', { n: l.min_team })} ·{' '}
                {t('promotion:levels.authCode', { code: l.authorization_code })}
              </div>
            </div>
            <strong>{percentText(l.rebate_ratio)}%</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
