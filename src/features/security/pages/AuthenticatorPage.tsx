import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  getSecurityAuthenticatorQueryKey,
  useSecurityAuthenticator,
} from '../../../api/generated/endpoints/security/security';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { AuthenticatorOn } from '../components/authenticator/AuthenticatorOn';
import { AuthenticatorSetup } from '../components/authenticator/AuthenticatorSetup';
import { RecoveryCodes } from '../components/authenticator/RecoveryCodes';
import styles from '../components/authenticator/authenticator.module.css';

/**
 * pages/settings/security/authenticator: the authenticator app as a second factor. Off: set it up
 * (QR code, first code). On: renew the recovery codes or turn it off. New codes show once.
 */
export default function AuthenticatorPage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useSecurityAuthenticator();
  const [codes, setCodes] = useState<string[] | null>(null);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getSecurityAuthenticatorQueryKey() });
  const showCodes = (next: string[]) => {
    setCodes(next);
    void refresh();
  };

  const body = codes ? (
    <RecoveryCodes codes={codes} onDone={() => void navigate(PATHS.security, { replace: true })} />
  ) : state.isPending ? (
    <div className={styles.section}>
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  ) : state.isError ? (
    <ErrorState
      message={t('security:authenticator.loadFailed')}
      onRetry={() => void state.refetch()}
    />
  ) : state.data.enabled ? (
    <AuthenticatorOn
      state={state.data}
      onRenewed={showCodes}
      onDisabled={(message) => {
        void showToast({ content: message, icon: 'success' });
        void refresh();
      }}
    />
  ) : (
    <AuthenticatorSetup onEnabled={showCodes} />
  );

  return <PageFrame nav={<NavBar title={t('security:authenticator.title')} />}>{body}</PageFrame>;
}
