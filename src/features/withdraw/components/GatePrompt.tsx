import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { WithdrawInfo } from '../../../api/generated/model';
import { PATHS } from '../../../lib/paths';
import styles from './withdraw.module.css';

/** The first gate a user has not passed (spec section 6): basic KYC, then the fund password. */
export function gateOf(info: WithdrawInfo): 'kyc' | 'kycPending' | 'fundPassword' | null {
  if (info.kyc_status === 'under_review') return 'kycPending';
  if (info.kyc_status !== 'verified') return 'kyc';
  if (!info.fund_password_set) return 'fundPassword';
  return null;
}

/** A prompt that says what is missing and sends the user where to fix it. */
export function GatePrompt({ gate }: { gate: NonNullable<ReturnType<typeof gateOf>> }) {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
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
