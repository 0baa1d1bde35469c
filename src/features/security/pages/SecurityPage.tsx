import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useSecurityAntiPhishing,
  useSecurityAuthenticator,
  useSecurityPasskeys,
  useUserHasPassword,
} from '../../../api/generated/endpoints/security/security';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { getSession } from '../../../api/session';
import { PATHS } from '../../../lib/paths';
import { SecurityLevel, type SecurityCheck } from '../components/SecurityLevel';

/** pages/settings/security/index: login password, fund password, authenticator app, passkeys and
 * anti-phishing code (set or not), withdraw addresses, signed-in devices, account activity. */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const fund = useUserHasPassword();
  const antiPhishing = useSecurityAntiPhishing();
  const authenticator = useSecurityAuthenticator();
  const passkeys = useSecurityPasskeys();

  /** "Set" or "Not set" once known; "Unavailable" when it could not be read. */
  const statusOf = (query: { isPending: boolean; isError: boolean }, set: boolean | undefined) =>
    query.isPending ? null : query.isError ? (
      <span>{t('security:center.unknown')}</span>
    ) : (
      <StatusTag
        status={set ? 'set' : 'not_set'}
        tones={{ set: 'success', not_set: 'warning' }}
        labels={{ set: t('security:center.set'), not_set: t('security:center.notSet') }}
      />
    );
  const fundStatus = statusOf(fund, fund.data?.has_password);
  const antiPhishingStatus = statusOf(antiPhishing, Boolean(antiPhishing.data?.anti_phishing_code));
  const authenticatorStatus = authenticator.isPending ? null : authenticator.isError ? (
    <span>{t('security:center.unknown')}</span>
  ) : (
    <StatusTag
      status={authenticator.data.enabled ? 'on' : 'off'}
      tones={{ on: 'success', off: 'warning' }}
      labels={{ on: t('security:center.on'), off: t('security:center.off') }}
    />
  );
  const passkeyCount = passkeys.data?.list.length ?? 0;
  const passkeysStatus = passkeys.isPending ? null : passkeys.isError ? (
    <span>{t('security:center.unknown')}</span>
  ) : passkeyCount ? (
    <span>{t('security:center.passkeyCount', { count: passkeyCount })}</span>
  ) : (
    <StatusTag
      status="not_set"
      tones={{ not_set: 'warning' }}
      labels={{ not_set: t('security:center.notSet') }}
    />
  );

  // Unknown (undefined) while a status loads or could not be read: the overview waits for all.
  const known = <T,>(query: { data?: T; isError: boolean }, done: (data: T) => boolean) =>
    query.data === undefined || query.isError ? undefined : done(query.data);
  const checks: SecurityCheck[] = [
    {
      key: 'authenticator',
      label: t('security:level.authenticator'),
      done: known(authenticator, (d) => d.enabled),
      to: PATHS.authenticator,
      secondFactor: true,
    },
    {
      key: 'passkey',
      label: t('security:level.passkey'),
      done: known(passkeys, (d) => d.list.length > 0),
      to: PATHS.passkeys,
      secondFactor: true,
    },
    {
      key: 'fundPassword',
      label: t('security:level.fundPassword'),
      done: known(fund, (d) => d.has_password),
      to: PATHS.changePayPassword,
    },
    {
      key: 'antiPhishing',
      label: t('security:level.antiPhishing'),
      done: known(antiPhishing, (d) => Boolean(d.anti_phishing_code)),
      to: PATHS.antiPhishing,
    },
    // Signing up by e-mail verifies it with a code; a phone account has none to send alerts to.
    { key: 'email', label: t('security:level.email'), done: Boolean(getSession().user?.email) },
  ];

  return (
    <PageFrame
      nav={<NavBar title={t('security:center.title')} />}
      onRefresh={() =>
        Promise.all([
          fund.refetch(),
          antiPhishing.refetch(),
          authenticator.refetch(),
          passkeys.refetch(),
        ])
      }
    >
      <SecurityLevel checks={checks} />
      <List header={t('security:center.header')}>
        <List.Item onClick={() => void navigate(PATHS.changePassword)}>
          {t('security:center.loginPassword')}
        </List.Item>
        <List.Item extra={fundStatus} onClick={() => void navigate(PATHS.changePayPassword)}>
          {t('security:center.fundPassword')}
        </List.Item>
        <List.Item extra={authenticatorStatus} onClick={() => void navigate(PATHS.authenticator)}>
          {t('security:center.authenticator')}
        </List.Item>
        <List.Item extra={passkeysStatus} onClick={() => void navigate(PATHS.passkeys)}>
          {t('security:center.passkeys')}
        </List.Item>
        <List.Item extra={antiPhishingStatus} onClick={() => void navigate(PATHS.antiPhishing)}>
          {t('security:center.antiPhishing')}
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
