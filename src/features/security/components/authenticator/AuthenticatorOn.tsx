import Button from 'antd-mobile/es/components/button';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSecurityAuthenticatorDisable,
  useSecurityRecoveryCodesRenew,
} from '../../../../api/generated/endpoints/security/security';
import type { Authenticator } from '../../../../api/generated/model';
import { ignoreHandled } from '../../../../api/http';
import {
  PasswordField,
  SecondFactorField,
  secondFactorBody,
  secondFactorInitialValues,
  type SecondFactorValues,
} from '../../../../components/form';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { formatDate } from '../../../../lib/date';
import { authenticatorChangeSchema } from '../../schemas';
import styles from './authenticator.module.css';

type Change = 'renew' | 'disable';
type ChangeValues = SecondFactorValues & { password: string };

export interface AuthenticatorOnProps {
  state: Authenticator;
  /** New recovery codes to show. */
  onRenewed: (codes: string[]) => void;
  onDisabled: (message: string) => void;
}

/** The authenticator is on: since when, codes left; renew the recovery codes or turn it off. */
export function AuthenticatorOn({ state, onRenewed, onDisabled }: AuthenticatorOnProps) {
  const { t, i18n } = useTranslation('security');
  const [change, setChange] = useState<Change | null>(null);
  const renew = useSecurityRecoveryCodesRenew();
  const disable = useSecurityAuthenticatorDisable();

  const submit = async (values: ChangeValues) => {
    try {
      if (change === 'renew') {
        const { recovery_codes } = await renew.mutateAsync({
          data: { code: values.code, password: values.password },
        });
        onRenewed(recovery_codes);
      } else {
        const message = await disable.mutateAsync({
          data: { ...secondFactorBody(values), password: values.password },
        });
        onDisabled(message);
      }
    } catch (error) {
      ignoreHandled(error);
    }
  };

  return (
    <section className={styles.section}>
      <div className={styles.status}>
        <p className={styles.title}>{t('security:authenticator.on')}</p>
        <p className={styles.text}>
          {t('security:authenticator.since', { date: formatDate(state.enabled_at, i18n.language) })}
        </p>
        <p className={styles.text}>
          {t('security:authenticator.codesLeft', { count: state.recovery_codes_left })}
        </p>
      </div>
      {change === null ? (
        <>
          <Button block fill="outline" color="primary" onClick={() => setChange('renew')}>
            {t('security:authenticator.renew')}
          </Button>
          <Button block fill="outline" color="danger" onClick={() => setChange('disable')}>
            {t('security:authenticator.disable')}
          </Button>
        </>
      ) : (
        <Formik
          key={change}
          initialValues={{ ...secondFactorInitialValues(), password: '' }}
          validationSchema={authenticatorChangeSchema}
          onSubmit={submit}
        >
          <Form
            noValidate
            aria-label={t(
              change === 'renew'
                ? 'security:authenticator.renew'
                : 'security:authenticator.disable',
            )}
          >
            <p className={change === 'disable' ? styles.warning : styles.text}>
              {change === 'renew'
                ? t('security:authenticator.renewHint')
                : t('security:authenticator.disableHint')}
            </p>
            <SecondFactorField allowRecovery={change === 'disable'} />
            <PasswordField
              name="password"
              label={t('security:authenticator.password')}
              placeholder={t('security:authenticator.passwordPlaceholder')}
            />
            <SubmitButton>
              {change === 'renew'
                ? t('security:authenticator.renewSubmit')
                : t('security:authenticator.disableSubmit')}
            </SubmitButton>
            <Button block fill="none" onClick={() => setChange(null)}>
              {t('security:authenticator.cancel')}
            </Button>
          </Form>
        </Formik>
      )}
    </section>
  );
}
