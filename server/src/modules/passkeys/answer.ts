// A browser's WebAuthn answer as the app sends it: the JSON of @simplewebauthn/browser's result in
// one form field. Anything else (not JSON, the wrong shape, a challenge that cannot be read) is
// refused before any cryptography, so malformed input is a 422 and never an exception.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

type Answer = AuthenticationResponseJSON | RegistrationResponseJSON;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(raw: string | undefined): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || typeof value.id !== 'string' || typeof value.rawId !== 'string')
      return undefined;
    if (value.type !== 'public-key' || !isRecord(value.response)) return undefined;
    if (typeof value.response.clientDataJSON !== 'string') return undefined;
    return value;
  } catch {
    return undefined;
  }
}

export function parseAuthentication(raw: string | undefined) {
  const value = parse(raw);
  const response = value?.response as Record<string, unknown> | undefined;
  return response &&
    typeof response.authenticatorData === 'string' &&
    typeof response.signature === 'string'
    ? (value as unknown as AuthenticationResponseJSON)
    : undefined;
}

export function parseRegistration(raw: string | undefined) {
  const value = parse(raw);
  const response = value?.response as Record<string, unknown> | undefined;
  return response && typeof response.attestationObject === 'string'
    ? (value as unknown as RegistrationResponseJSON)
    : undefined;
}

/** The challenge the browser signed (from its client data), or undefined when unreadable. */
export function signedChallenge(answer: Answer): string | undefined {
  try {
    const clientData: unknown = JSON.parse(
      Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8'),
    );
    return isRecord(clientData) && typeof clientData.challenge === 'string'
      ? clientData.challenge
      : undefined;
  } catch {
    return undefined;
  }
}
