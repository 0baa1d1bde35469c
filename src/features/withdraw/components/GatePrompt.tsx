import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { WithdrawHoldReason, WithdrawInfo } from '../../../api/generated/model';
import { formatDateTime } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import styles from './withdraw.module.css';

/**
 * The first gate a user has not passed (spec section 6): basic KYC, then the fund password; then
 * the hold that follows a security change (the server refuses with code 1710 until it ends).
 */
export function gateOf(info: WithdrawInfo): 'kyc' | 'kycPending' | 'fundPassword' | 'hold' | null {
  if (info.kyc_status === 'under_review') return 'kycPending';
  if (info.kyc_status !== 'verified') return 'kyc';
  if (!info.fund_password_set) return 'fundPassword';
  if (info.withdraw_hold) return 'hold';
  return null;
}

const HOLD_REASON = {
  password_reset: 'withdraw:gate.holdReason.password_reset',
  fund_password_changed: 'withdraw:gate.holdReason.fund_password_changed',
  second_factor_off: 'withdraw:gate.holdReason.second_factor_off',
  second_factor_reset: 'withdraw:gate.holdReason.second_factor_reset',
} as const satisfies Record<WithdrawHoldReason, string>;

interface GatePromptProps {
  gate: NonNullable<ReturnType<typeof gateOf>>;
  hold: WithdrawInfo['withdraw_hold'];
}

/** A prompt that says what is missing (or why to wait) and sends the user where to act. */
export function GatePrompt({ gate, hold }: GatePromptProps) {
  const { t, i18n } = useTranslation('withdraw');
  const navigate = useNavigate();
  // i18n-dynamic: the withdraw:gate.holdReason.* literals in HOLD_REASON
  const holdReason = hold ? t(HOLD_REASON[hold.reason]) : '';
  const until = hold ? formatDateTime(hold.until, i18n.language) : '';
  const holdUntil = t('withdraw:gate.holdUntil', { until });
  const content = {
    kyc: {
      title: t('withdraw:gate.kyc'),
      hint: t('withdraw:gate.kycHint'),
      action: t('withdraw:gate.kycAction'),
      to: PATHS.verification,
    },
    kycPending: {
      title: t('withdraw:gate.kycPending'),
      hint: t('withdraw:gate.kycPendingHint'),
      action: t('withdraw:gate.kycPendingAction'),
      to: PATHS.verification,
    },
    fundPassword: {
      title: t('withdraw:gate.fundPassword'),
      hint: t('withdraw:gate.fundPasswordHint'),
      action: t('withdraw:gate.fundPasswordAction'),
      to: PATHS.changePayPassword,
    },
    hold: {
      title: t('withdraw:gate.hold'),
      hint: `${holdReason} ${holdUntil}`,
      action: t('withdraw:gate.holdAction'),
      to: PATHS.activity,
    },
  }[gate];
  return (
    <div className={styles.prompt} role="alert">
      <p className={styles.promptTitle}>{content.title}</p>
      <p className={styles.hint}>{content.hint}</p>
      <Button color="primary" size="large" onClick={() => void navigate(content.to)}>
        {content.action}
      </Button>
    </div>
  );
}
