import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { PhoneField, TextField } from '../../../components/form';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import type { AccountMode, AccountValues } from '../schemas';
import styles from './auth.module.css';

/**
 * Phone | E-mail tabs and the chosen input (phone with its calling code, or the address). On the
 * sign-in page, `passkeyAutofill` lets the browser offer the site's passkeys in the field's
 * suggestions (the "webauthn" autofill token, for conditional mediation).
 */
export function AccountFields({ passkeyAutofill = false }: { passkeyAutofill?: boolean }) {
  const { t } = useTranslation('auth');
  const { values, touched, setFieldValue, setTouched } = useFormikContext<AccountValues>();

  const switchTo = (type: AccountMode) => {
    if (type === values.type) return;
    // A fresh tab starts without the other tab's errors.
    void setTouched({ ...touched, phone: false, email: false, area_code: false }, false);
    void setFieldValue('type', type);
  };

  return (
    <>
      <SegmentedTabs
        tabs={[
          { key: 'mobile', title: t('auth:tabs.phone') },
          { key: 'email', title: t('auth:tabs.email') },
        ]}
        activeKey={values.type}
        onChange={switchTo}
        className={styles.tabs}
        aria-label={t('auth:tabs.label')}
      />
      {values.type === 'mobile' ? (
        <PhoneField
          name="phone"
          areaCodeName="area_code"
          label={t('auth:fields.phone')}
          placeholder={t('auth:fields.phonePlaceholder')}
          autoComplete={passkeyAutofill ? 'tel-national webauthn' : 'tel-national'}
        />
      ) : (
        <TextField
          name="email"
          label={t('auth:fields.email')}
          placeholder={t('auth:fields.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete={passkeyAutofill ? 'username webauthn' : 'email'}
          maxLength={254}
        />
      )}
    </>
  );
}
