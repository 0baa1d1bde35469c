import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserKyc } from '../../../api/generated/endpoints/kyc/kyc';
import type { Kyc } from '../../../api/generated/model';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { PATHS } from '../../../lib/paths';
import styles from './otc.module.css';

type Gate = 'kyc' | 'kycPending';

/** Trading, publishing and paying the margin need basic KYC (server code 2520). */
export function gateOf(kyc: Kyc): Gate | null {
  if (kyc.level !== 'none') return null;
  return kyc.basic.status === 'under_review' ? 'kycPending' : 'kyc';
}

/** What is missing, and the way to the verification page. */
export function KycPrompt({ gate }: { gate: Gate }) {
  const { t } = useTranslation('otc');
  const navigate = useNavigate();
  const pending = gate === 'kycPending';
  return (
    <div className={styles.prompt} role="alert">
      <p className={styles.promptTitle}>{pending ? t('otc:gate.kycPending') : t('otc:gate.kyc')}</p>
      <p className={styles.hint}>
        {pending ? t('otc:gate.kycPendingHint') : t('otc:gate.kycHint')}
      </p>
      <Button color="primary" onClick={() => void navigate(PATHS.verification)}>
        {pending ? t('otc:gate.kycPendingAction') : t('otc:gate.kycAction')}
      </Button>
    </div>
  );
}

/** Renders `children` once the user has basic KYC; otherwise the prompt. */
export function KycGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('otc');
  // The status changes elsewhere (operator review): always fresh when a gated form opens.
  const kyc = useUserKyc({ query: { staleTime: 0, refetchOnMount: 'always' } });
  if (kyc.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  if (kyc.isError)
    return <ErrorState message={t('otc:loadFailed')} onRetry={() => void kyc.refetch()} />;
  const gate = gateOf(kyc.data);
  return gate ? <KycPrompt gate={gate} /> : <>{children}</>;
}
