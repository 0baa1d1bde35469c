import type { TFunction } from 'i18next';
import type { AccountEventKind } from '../api/generated/model';

/** The words for each account-activity kind: Security → Account activity lists them, and the inbox's
 * security alerts name the one they tell of. Undefined for a kind this app does not know yet. */
export function accountEventLabel(t: TFunction, kind: string): string | undefined {
  // Every AccountEventKind, each key written out (the locale checks read them here).
  const labels: Record<AccountEventKind, string> = {
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
  return Object.hasOwn(labels, kind) ? labels[kind as AccountEventKind] : undefined;
}
