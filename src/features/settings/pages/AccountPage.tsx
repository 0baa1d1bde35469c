import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useUserCenter } from '../../../api/generated/endpoints/profile/profile';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { formatDate } from '../../../lib/date';
import { KycStatusTag } from '../components/KycStatusTag';
import { useLogout } from '../components/useLogout';
import styles from './AccountPage.module.css';

/** pages/settings/account/index: who is signed in, and the way out. */
export default function AccountPage() {
  const { t, i18n } = useTranslation('settings');
  const user = useUserCenter();
  const logout = useLogout();

  let body;
  if (user.isPending) {
    body = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (user.isError) {
    body = (
      <ErrorState message={t('settings:account.loadFailed')} onRetry={() => void user.refetch()} />
    );
  } else {
    const u = user.data;
    body = (
      <>
        <header className={styles.profile}>
          <div className={styles.avatar} aria-hidden="true">
            {u.nickname.slice(0, 1).toUpperCase()}
          </div>
          <div className={styles.who}>
            <p className={styles.nickname}>{u.nickname}</p>
            <p className={styles.account}>{u.account}</p>
          </div>
        </header>
        <List className={styles.list}>
          <List.Item extra={u.account}>{t('settings:account.account')}</List.Item>
          <List.Item extra={u.nickname}>{t('settings:account.nickname')}</List.Item>
          <List.Item extra={<span className={styles.code}>{u.invite_code}</span>}>
            {t('settings:account.inviteCode')}
          </List.Item>
          <List.Item extra={<KycStatusTag status={u.kyc_status} />}>
            {t('settings:account.kyc')}
          </List.Item>
          <List.Item extra={formatDate(u.created_at, i18n.language)}>
            {t('settings:account.memberSince')}
          </List.Item>
        </List>
      </>
    );
  }

  return (
    <PageFrame nav={<NavBar title={t('settings:account.title')} />} className={styles.content}>
      {body}
      {!user.isPending && (
        <Button block size="large" className={styles.logout} onClick={() => void logout()}>
          {t('settings:account.logout')}
        </Button>
      )}
    </PageFrame>
  );
}
