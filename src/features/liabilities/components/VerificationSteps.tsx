import Steps from 'antd-mobile/es/components/steps';
import { useTranslation } from 'react-i18next';
import type { Check } from '../verify/verification';
import { CheckMark } from './CheckMark';
import { checkText } from './checkText';
import styles from './liabilities.module.css';

/** Every hash the browser recomputed, from the user's leaf up to the root, each with its mark. */
export function VerificationSteps({ checks }: { checks: Check[] }) {
  const { t } = useTranslation('liabilities');
  return (
    <section className={styles.card} aria-labelledby="liabilities-checks">
      <h2 id="liabilities-checks" className={styles.cardTitle}>
        {t('liabilities:verify.checks')}
      </h2>
      <Steps direction="vertical" className={styles.steps}>
        {checks.map((check, i) => {
          const { title, details } = checkText(t, check);
          return (
            <Steps.Step
              key={`${check.kind}-${i}`}
              status={check.passed ? 'finish' : 'error'}
              icon={<CheckMark passed={check.passed} />}
              title={title}
              description={details}
            />
          );
        })}
      </Steps>
    </section>
  );
}
