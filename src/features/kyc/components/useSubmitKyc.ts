import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/http';
import { showToast } from '../../../components/imperative/toast';
import { PATHS } from '../../../lib/paths';
import { useKycState } from './useKycState';

/**
 * The submit handler of a verification form: send, refresh the state, say "submitted" and go
 * back to the verification overview. A refusal was already shown by the API client.
 */
export function useSubmitKyc<V>(send: (values: V) => Promise<unknown>, onSent?: () => void) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const { invalidate } = useKycState();
  return async (values: V) => {
    try {
      await send(values);
      onSent?.();
      await invalidate();
      void showToast({ content: t('kyc:form.submitted'), icon: 'success' });
      void navigate(PATHS.verification, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };
}
