import Button from 'antd-mobile/es/components/button';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../api/generated/model';
import {
  userLoginPasskeyOptions,
  useUserLoginVerify,
} from '../../../api/generated/endpoints/user/user';
import { ApiError } from '../../../api/http';
import { SECOND_STEP, type LoginTicket } from './loginTicket';
import {
  lazySchema,
  SecondFactorField,
  secondFactorBody,
  secondFactorInitialValues,
  type SecondFactorValues,
} from '../../../components/form';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { showToast } from '../../../components/imperative/toast';
import { passkeyCancelled, signWithPasskey } from '../../../lib/passkeys';
import styles from './auth.module.css';

const schema = lazySchema(() =>
  import('../schemas/secondStepSchema').then((m) => m.secondStepSchema),
);

export interface SecondStepProps {
  ticket: LoginTicket;
  onSignedIn: (session: Session) => void;
  /** Back to the password (the ticket expired, or the user chose to). */
  onRestart: () => void;
}

/**
 * The second step of sign-in: the authenticator's code, or a recovery code, or one of the account's
 * passkeys (whichever it has). A dead ticket (five minutes, five wrong codes) or a throttled
 * account ends the step: the user starts again.
 */
export function SecondStep({ ticket, onSignedIn, onRestart }: SecondStepProps) {
  const { t } = useTranslation('auth');
  const verify = useUserLoginVerify({ request: { silent: true } });
  const [ended, setEnded] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  const hasPasskey = ticket.factors.includes('passkey');
  // A ticket naming no factor is read as the authenticator's (the code form is the safe default).
  const hasCode = ticket.factors.includes('totp') || !hasPasskey;

  const failed = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const code = Number(error.code);
    if (code === SECOND_STEP.expired || code === SECOND_STEP.throttled) setEnded(error.message);
    else void showToast({ content: error.message });
  };

  const submit = async (values: SecondFactorValues) => {
    try {
      onSignedIn(
        await verify.mutateAsync({ data: { ticket: ticket.ticket, ...secondFactorBody(values) } }),
      );
    } catch (error) {
      failed(error);
    }
  };

  /** The ticket's options name only this account's passkeys; the browser signs with one. */
  const signWithAPasskey = async () => {
    setSigning(true);
    try {
      const { options } = await userLoginPasskeyOptions(
        { ticket: ticket.ticket },
        { silent: true },
      );
      let passkey: string;
      try {
        passkey = await signWithPasskey(options);
      } catch (error) {
        if (!passkeyCancelled(error)) void showToast({ content: t('auth:passkey.failed') });
        return;
      }
      onSignedIn(await verify.mutateAsync({ data: { ticket: ticket.ticket, passkey } }));
    } catch (error) {
      failed(error);
    } finally {
      setSigning(false);
    }
  };

  if (ended)
    return (
      <div className={styles.ended} role="alert">
        <p className={styles.endedTitle}>{t('auth:secondStep.endedTitle')}</p>
        <p className={styles.endedText}>{ended}</p>
        <Button block color="primary" size="large" onClick={onRestart}>
          {t('auth:secondStep.again')}
        </Button>
      </div>
    );

  const passkeyButton = hasPasskey && (
    <Button
      block
      size="large"
      color="primary"
      fill={hasCode ? 'outline' : 'solid'}
      loading={signing}
      loadingText={t('auth:passkey.use')}
      onClick={() => void signWithAPasskey()}
    >
      {t('auth:passkey.use')}
    </Button>
  );
  const back = (
    <button type="button" className={styles.textButton} onClick={onRestart}>
      {t('auth:secondStep.back')}
    </button>
  );

  if (!hasCode)
    return (
      <div className={styles.form}>
        <div className={styles.actions}>{passkeyButton}</div>
        {back}
      </div>
    );

  return (
    <Formik initialValues={secondFactorInitialValues()} validationSchema={schema} onSubmit={submit}>
      <Form
        className={styles.form}
        noValidate
        aria-label={t('auth:secondStep.title')}
        onFocus={schema.preload}
      >
        <SecondFactorField />
        <div className={styles.actions}>
          <SubmitButton>{t('auth:secondStep.submit')}</SubmitButton>
          {passkeyButton}
        </div>
        {back}
      </Form>
    </Formik>
  );
}
