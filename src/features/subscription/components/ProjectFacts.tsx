import { useTranslation } from 'react-i18next';
import type { Project } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { formatDate } from '../../../lib/date';
import styles from '../../../components/ProductPage/productPage.module.css';

/** Issue price, lock-up, accepted currencies, window, launch time and progress of a project. */
export function ProjectFacts({ project, full = false }: { project: Project; full?: boolean }) {
  const { t, i18n } = useTranslation('publication');
  const lang = i18n.language;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('publication:facts.issuePrice')}</dt>
        <dd>
          <AmountText value={project.issue_price} decimals={6} unit="USDT" />
        </dd>
        <dt>{t('publication:facts.lockUp')}</dt>
        <dd>{t('publication:facts.days', { count: project.lock_days })}</dd>
        <dt>{t('publication:facts.currencies')}</dt>
        <dd>{project.accepted.map((c) => c.currency).join(' / ')}</dd>
        <dt>{t('publication:facts.start')}</dt>
        <dd>{formatDate(project.starts_at, lang)}</dd>
        <dt>{t('publication:facts.end')}</dt>
        <dd>{formatDate(project.ends_at, lang)}</dd>
        <dt>{t('publication:facts.launch')}</dt>
        <dd>{formatDate(project.launch_at, lang)}</dd>
        {full && (
          <>
            <dt>{t('publication:facts.supply')}</dt>
            <dd>
              <AmountText
                value={project.supply}
                decimals={project.decimals}
                group
                unit={project.currency}
              />
            </dd>
            <dt>{t('publication:facts.limits')}</dt>
            <dd>
              {project.min_usdt} – {project.max_usdt} USDT
            </dd>
            {project.user_limit_usdt !== null && (
              <>
                <dt>{t('publication:facts.userLimit')}</dt>
                <dd>{project.user_limit_usdt} USDT</dd>
              </>
            )}
          </>
        )}
      </dl>
      <div className={styles.progress} aria-label={t('publication:facts.progress')}>
        <div className={styles.bar}>
          <div
            className={styles.fill}
            style={{ width: `${Math.min(100, Number(project.progress))}%` }}
          />
        </div>
        <span data-testid="progress">{project.progress}%</span>
      </div>
    </>
  );
}
