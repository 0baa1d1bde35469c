import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  userLoginPasskey,
  userLoginPasskeyOptions,
} from '../../../api/generated/endpoints/user/user';
import type { Session } from '../../../api/generated/model';
import { firstScreenSettled } from '../../../lib/firstScreen';
import { ApiError } from '../../../api/http';
import { showToast } from '../../../components/imperative/toast';
import {
  cancelPasskeyRequest,
  passkeyAutofillSupported,
  passkeyCancelled,
  passkeysSupported,
  signWithPasskey,
} from '../../../lib/passkeys';

/**
 * Signs in with any of this site's passkeys; null when the user closed the browser's dialog, or
 * when autofill could not be offered (an offer the user never asked for fails silently).
 */
async function signInWithPasskey(autofill: boolean): Promise<Session | null> {
  let options: string;
  try {
    ({ options } = await userLoginPasskeyOptions(undefined, { silent: true }));
  } catch (error) {
    if (autofill) return null;
    throw error;
  }
  let passkey: string;
  try {
    passkey = await signWithPasskey(options, autofill);
  } catch (error) {
    if (passkeyCancelled(error)) return null;
    throw error;
  }
  return userLoginPasskey({ passkey }, { silent: true });
}

/**
 * "Sign in with a passkey" below the password form, and the browser's passkey autofill: where the
 * browser offers it, the account field's suggestions list this site's passkeys, and picking one
 * signs in without a password (a request kept pending while the page is open).
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const open = useRef(true);

  const run = async (autofill: boolean) => {
    try {
      const session = await signInWithPasskey(autofill);
      if (session && open.current) onSignedIn(session);
    } catch (error) {
      // A passkey the server does not know (removed, another site's), an expired challenge...
      if (error instanceof ApiError) void showToast({ content: error.message });
      else if (!autofill) void showToast({ content: t('auth:passkey.failed') });
    }
  };

  const offerAutofill = async () => {
    if (open.current && (await passkeyAutofillSupported()) && open.current) await run(true);
  };

  useEffect(() => {
    open.current = true;
    // Its request (and the HTTP client) waits until the first screen has settled.
    void firstScreenSettled().then(offerAutofill);
    return () => {
      open.current = false;
      cancelPasskeyRequest();
    };
    // Once per visit of the page: the request stays pending until used or the page goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!passkeysSupported()) return null;
  const withButton = async () => {
    setBusy(true);
    await run(false); // ends the pending autofill request: one ceremony at a time
    setBusy(false);
    void offerAutofill();
  };
  return (
    <Button
      block
      size="large"
      color="primary"
      fill="outline"
      loading={busy}
      loadingText={t('auth:passkey.signIn')}
      onClick={() => void withButton()}
    >
      {t('auth:passkey.signIn')}
    </Button>
  );
}
