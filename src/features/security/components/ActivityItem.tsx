import { useTranslation } from 'react-i18next';
import type { AccountEvent } from '../../../api/generated/model';
import { formatDateTime } from '../../../lib/date';
import { useDeviceName } from './DeviceItem';
import styles from './devices.module.css';

/** One account event: what happened, when, and from which device and address. A failed sign-in
 * stands out: it may be someone else trying. */
export function ActivityItem({ event }: { event: AccountEvent }) {
  const { t, i18n } = useTranslation('security');
  const nameOf = useDeviceName();
  // i18n-dynamic: security:activity.kind.* — every AccountEvent kind, listed literally below
  const kinds: Record<AccountEvent['kind'], string> = {
    signed_up: t('security:activity.kind.signed_up'),
    signed_in: t('security:activity.kind.signed_in'),
    sign_in_failed: t('security:activity.kind.sign_in_failed'),
    signed_out: t('security:activity.kind.signed_out'),
    password_changed: t('security:activity.kind.password_changed'),
    password_reset: t('security:activity.kind.password_reset'),
    fund_password_set: t('security:activity.kind.fund_password_set'),
    fund_password_changed: t('security:activity.kind.fund_password_changed'),
    address_added: t('security:activity.kind.address_added'),
    address_removed: t('security:activity.kind.address_removed'),
    device_signed_out: t('security:activity.kind.device_signed_out'),
    devices_signed_out: t('security:activity.kind.devices_signed_out'),
    anti_phishing_set: t('security:activity.kind.anti_phishing_set'),
    signed_out_by_support: t('security:activity.kind.signed_out_by_support'),
    totp_enabled: t('security:activity.kind.totp_enabled'),
    totp_disabled: t('security:activity.kind.totp_disabled'),
    recovery_codes_renewed: t('security:activity.kind.recovery_codes_renewed'),
    recovery_code_used: t('security:activity.kind.recovery_code_used'),
    second_step_failed: t('security:activity.kind.second_step_failed'),
    second_factor_reset: t('security:activity.kind.second_factor_reset'),
    passkey_added: t('security:activity.kind.passkey_added'),
    passkey_removed: t('security:activity.kind.passkey_removed'),
    signed_in_with_passkey: t('security:activity.kind.signed_in_with_passkey'),
  };
  const failed = event.kind === 'sign_in_failed' || event.kind === 'second_step_failed';
  return (
    <li className={styles.event}>
      <span className={failed ? `${styles.name} ${styles.warning}` : styles.name}>
        {kinds[event.kind]}
      </span>
      <span className={styles.meta}>
        <span>{formatDateTime(event.at, i18n.language)}</span>
        <span>
          {nameOf({ browser: event.browser, os: event.os, device: event.device })}
          {event.ip ? ` · ${event.ip}` : ''}
        </span>
      </span>
    </li>
  );
}
