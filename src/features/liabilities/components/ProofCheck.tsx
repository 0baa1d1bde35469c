import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import type { ProofFile } from '../verify/core';
import { useVerification } from '../verify/useVerification';
import { VerificationSteps } from './VerificationSteps';
import { VerificationVerdict } from './VerificationVerdict';

/** Runs the check in the browser, then lists each step and ends with the verdict. */
export function ProofCheck({ proof }: { proof: ProofFile }) {
  const { t } = useTranslation('liabilities');
  const verification = useVerification(proof);
  if (verification.isError) {
    return (
      <ErrorState
        message={t('liabilities:verify.publishedFailed')}
        onRetry={() => void verification.refetch()}
      />
    );
  }
  if (!verification.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('liabilities:verify.checking')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  return (
    <>
      <VerificationSteps checks={verification.data.checks} />
      <VerificationVerdict verification={verification.data} />
    </>
  );
}
