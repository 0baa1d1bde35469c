// The browser's side of passkeys, through @simplewebauthn/browser, loaded only when a passkey is
// actually used (it is not part of any first load). The server hands options as JSON strings and
// takes the browser's answers as JSON strings (openapi/paths/passkeys.yaml).
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

type Browser = typeof import('@simplewebauthn/browser');
let loaded: Browser | null = null;
const browser = async () => (loaded ??= await import('@simplewebauthn/browser'));

/** Whether this browser can use passkeys at all (WebAuthn is there). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Makes a passkey for the server's creation options; the answer as the server takes it. */
export async function createPasskey(options: string): Promise<string> {
  const { startRegistration } = await browser();
  const optionsJSON = JSON.parse(options) as PublicKeyCredentialCreationOptionsJSON;
  return JSON.stringify(await startRegistration({ optionsJSON }));
}

/**
 * Signs the server's request options with a passkey. With `autofill`, the browser offers the
 * passkeys in the username field's suggestions (conditional mediation) instead of a dialog.
 */
export async function signWithPasskey(options: string, autofill = false): Promise<string> {
  const { startAuthentication } = await browser();
  const optionsJSON = JSON.parse(options) as PublicKeyCredentialRequestOptionsJSON;
  return JSON.stringify(await startAuthentication({ optionsJSON, useBrowserAutofill: autofill }));
}

/**
 * Whether the browser offers passkeys in form autofill (conditional mediation). Asked of the
 * browser directly, so that the sign-in page loads the library only when it will use it.
 */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const credential = window.PublicKeyCredential as {
    isConditionalMediationAvailable?: () => Promise<boolean>;
  };
  return (await credential.isConditionalMediationAvailable?.()) === true;
}

/** Stops a pending passkey request (the autofill one, when the sign-in page goes away). */
export function cancelPasskeyRequest() {
  loaded?.WebAuthnAbortService.cancelCeremony();
}

/** The user closed the browser's passkey dialog (or it timed out): not an error to show. */
export const passkeyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
