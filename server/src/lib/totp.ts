import { Secret, TOTP } from 'otpauth';

// The second factor of operators and users: RFC 6238 codes (6 digits, 30 s, SHA-1: what every
// authenticator app reads from a QR code). A code one step early or late is accepted for clock
// drift, and a time step once accepted is never accepted again (no replay within its window).

const PERIOD_S = 30;

/** The issuer an authenticator app shows above the code. */
export const TOTP_ISSUER = { console: 'CoinHub console', app: 'CoinHub' } as const;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_S });
}

/** The otpauth:// URI an authenticator app scans (shown as a QR code at enrolment). */
export function totpUri(secret: string, label: string, issuer: string): string {
  return totp(secret, label, issuer).toString();
}

/** The code of a moment (tests, and the demo's printed sign-in). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/** The time step a valid, unused code belongs to, or null. */
export function acceptTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  return step > lastStep ? step : null;
}
