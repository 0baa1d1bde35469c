import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What an operator has frozen on the account. */
export function FlagTags({ signIn, withdrawals }: { signIn: boolean; withdrawals: boolean }) {
  const { t } = useTranslation();
  if (!signIn && !withdrawals) return <Tag color="green">{t('users.active')}</Tag>;
  return (
    <>
      {signIn && <Tag color="red">{t('users.sign_in_frozen')}</Tag>}
      {withdrawals && <Tag color="orange">{t('users.withdraw_frozen')}</Tag>}
    </>
  );
}
