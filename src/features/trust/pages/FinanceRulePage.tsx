import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import styles from '../components/trust.module.css';

/** pages/finance/rulePage: how interest, the two early-redemption rules and copy-trading work. */
export default function FinanceRulePage() {
  const { t } = useTranslation('finance');
  return (
    <PageFrame
      nav={<NavBar title={t('finance:rules.title')} backTo={PATHS.finance} />}
      className={styles.content}
    >
      <article className={styles.rules}>
        <h2>{t('finance:rules.interestTitle')}</h2>
        <p>{t('finance:rules.interest')}</p>
        <p>{t('finance:rules.interestExample')}</p>
        <h2>{t('finance:rules.hostingTitle')}</h2>
        <p>{t('finance:rules.hosting')}</p>
        <p>{t('finance:rules.hostingExample')}</p>
        <h2>{t('finance:rules.financeTitle')}</h2>
        <p>{t('finance:rules.finance')}</p>
        <p>{t('finance:rules.financeExample')}</p>
        <h2>{t('finance:rules.copyTitle')}</h2>
        <p>{t('finance:rules.copy')}</p>
        <h2>{t('finance:rules.statesTitle')}</h2>
        <p>{t('finance:rules.states')}</p>
      </article>
    </PageFrame>
  );
}
