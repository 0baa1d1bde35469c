import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  getUserHasPasswordQueryKey,
  useUserEPwd,
  useUserHasPassword,
} from '../../../api/generated/endpoints/security/security';
import { getSession, setUser } from '../../../api/session';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { FundPasswordForm } from '../components/FundPasswordForm';
import { ignoreHandled } from '../../../api/http';
import { stepUpBody } from '../../../components/form';
import type { FundPasswordValues } from '../schemas';
import styles from '../components/security.module.css';

/** pages/settings/security/changePayPassword: set the fund password, or change it. */
export default function ChangePayPasswordPage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useUserHasPassword();
  const save = useUserEPwd();

  const submit = async (values: FundPasswordValues) => {
    const proof =
      values.proof === 'old' ? { old_password: values.old_password } : { code: values.code };
    try {
      const stepUp = await stepUpBody(values);
      if (!stepUp) return;
      const message = await save.mutateAsync({
        data: {
          password: values.password,
          re_password: values.re_password,
          ...proof,
          ...stepUp,
        },
      });
      const { user } = getSession();
      if (user) setUser({ ...user, has_fund_password: true });
      await queryClient.invalidateQueries({ queryKey: getUserHasPasswordQueryKey() });
      void showToast({ content: message, icon: 'success' });
      void navigate(-1);
    } catch (error) {
      ignoreHandled(error);
    }
  };

  const title = status.data?.has_password
    ? t('security:payPassword.changeTitle')
    : t('security:payPassword.setTitle');

  let body;
  if (status.isPending) {
    body = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (status.isError) {
    body = <ErrorState message={t('security:loadFailed')} onRetry={() => void status.refetch()} />;
  } else {
    body = <FundPasswordForm hasPassword={status.data.has_password} onSubmit={submit} />;
  }

  return <PageFrame nav={<NavBar title={title} />}>{body}</PageFrame>;
}
