import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an operator has frozen on the account. */
export function FlagTags({ signIn, withdrawals }: { signIn: boolean; withdrawals: boolean }) {
  const { t } = useTranslation();
  if (!signIn && !withdrawals) return <Tag color="success">{t('users.active')}</Tag>;
  return (
    <>
      {signIn && <Tag color="error">{t('users.sign_in_frozen')}</Tag>}
      {withdrawals && <Tag color="warning">{t('users.withdraw_frozen')}</Tag>}
    </>
  );
}
