import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import { useCountdown } from './useCountdown';
import styles from './form.module.css';

export const DEFAULT_RESEND_SECONDS = 60;

export interface CodeFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  /**
   * Sends the code. Resolve with the server's `resend_after` (seconds) when it gives one; reject
   * to stay ready to send (http.ts has already shown the server's message).
   */
  onSend: () => Promise<number | void | undefined>;
  /** False while the target (phone or e-mail) is not valid: the Send button is disabled. */
  canSend: boolean;
  /** Countdown when the server gives no `resend_after` (stories use a short one). */
  resendSeconds?: number;
  /** Digits in the code. */
  length?: number;
}

type SendState = 'idle' | 'sending' | 'counting' | 'resend';

/** A verification-code input with a Send button, a countdown after sending, then Resend. */
export function CodeField({
  name,
  label,
  placeholder,
  onSend,
  canSend,
  resendSeconds = DEFAULT_RESEND_SECONDS,
  length = 6,
}: CodeFieldProps) {
  const { t } = useTranslation('form');
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const countdown = useCountdown();

  const state: SendState = sending
    ? 'sending'
    : countdown.running
      ? 'counting'
      : sentOnce
        ? 'resend'
        : 'idle';

  const send = async () => {
    setSending(true);
    try {
      const serverSeconds = await onSend();
      setSentOnce(true);
      countdown.start(
        typeof serverSeconds === 'number' && serverSeconds > 0 ? serverSeconds : resendSeconds,
      );
    } catch {
      // The failure was already toasted by http.ts; stay ready to try again.
    } finally {
      setSending(false);
    }
  };

  const text =
    state === 'sending'
      ? t('form:code.sending')
      : state === 'counting'
        ? t('form:code.countdown', { seconds: countdown.left })
        : t(state === 'resend' ? 'form:code.resend' : 'form:code.send');

  const button = (
    <Button
      className={styles.sendButton}
      size="small"
      color="primary"
      fill="none"
      loading={sending}
      loadingText={t('form:code.sending')}
      disabled={!canSend || state === 'counting'}
      onClick={() => void send()}
      data-state={state}
    >
      {text}
    </Button>
  );

  return (
    <TextField
      name={name}
      label={label}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      strip={/\D/g}
      suffix={button}
    />
  );
}
