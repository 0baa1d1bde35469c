import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserHasPassword } from '../../../api/generated/endpoints/security/security';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { PATHS } from '../../../lib/paths';

/** pages/settings/security/index: login password, fund password (set or not), withdraw addresses,
 * signed-in devices, account activity. */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const fund = useUserHasPassword();

  const fundStatus = fund.isPending ? null : fund.isError ? (
    <span>{t('security:center.unknown')}</span>
  ) : (
    <StatusTag
      status={fund.data.has_password ? 'set' : 'not_set'}
      tones={{ set: 'success', not_set: 'warning' }}
      labels={{ set: t('security:center.set'), not_set: t('security:center.notSet') }}
    />
  );

  return (
    <PageFrame nav={<NavBar title={t('security:center.title')} />} onRefresh={() => fund.refetch()}>
      <List header={t('security:center.header')}>
        <List.Item onClick={() => void navigate(PATHS.changePassword)}>
          {t('security:center.loginPassword')}
        </List.Item>
        <List.Item extra={fundStatus} onClick={() => void navigate(PATHS.changePayPassword)}>
          {t('security:center.fundPassword')}
        </List.Item>
        <List.Item onClick={() => void navigate(PATHS.addressCoins)}>
          {t('security:center.addresses')}
        </List.Item>
        <List.Item onClick={() => void navigate(PATHS.devices)}>
          {t('security:center.devices')}
        </List.Item>
        <List.Item onClick={() => void navigate(PATHS.activity)}>
          {t('security:center.activity')}
        </List.Item>
      </List>
    </PageFrame>
  );
}
