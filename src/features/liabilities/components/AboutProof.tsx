import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/paths';
import styles from './liabilities.module.css';

const VERIFY_COMMAND = 'npm run verify-liabilities -- proof.json leaves.json';

/** What a snapshot proves, and how anyone can check it without trusting this app. */
export function AboutProof() {
  const { t } = useTranslation('liabilities');
  return (
    <section className={styles.card} aria-labelledby="liabilities-about">
      <h2 id="liabilities-about" className={styles.cardTitle}>
        {t('liabilities:about.title')}
      </h2>
      <p className={styles.text}>{t('liabilities:about.what')}</p>
      <p className={styles.text}>{t('liabilities:about.privacy')}</p>
      <h3 className={styles.cardTitle}>{t('liabilities:about.howTitle')}</h3>
      <p className={styles.text}>{t('liabilities:about.how')}</p>
      <code className={styles.command}>{VERIFY_COMMAND}</code>
      <p className={styles.hint}>{t('liabilities:about.docs')}</p>
      <Link className={styles.link} to={PATHS.liabilitiesVerify}>
        {t('liabilities:verify.title')}
      </Link>
    </section>
  );
}
