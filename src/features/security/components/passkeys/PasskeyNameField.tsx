import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/form';
import { PASSKEY_NAME_MAX } from '../../schemas';

/** What the user calls a passkey ("My iPhone"), up to the contract's 32 characters. */
export function PasskeyNameField() {
  const { t } = useTranslation('security');
  return (
    <TextField
      name="name"
      label={t('security:passkeys.name')}
      placeholder={t('security:passkeys.namePlaceholder')}
      autoComplete="off"
      maxLength={PASSKEY_NAME_MAX}
    />
  );
}
