import { ApiError } from '../../../api/http';

// Kept apart from SecondStep.tsx so that the login page can tell a ticket from a failure without
// loading the second step's form, which only accounts with a second factor ever see.

/** The server's codes of sign-in's second step (modules/second-factor). */
export const SECOND_STEP = { required: 1330, expired: 1331, throttled: 1003 } as const;

/** What the password step hands over when the account has a second factor. */
export interface LoginTicket {
  ticket: string;
  expiresAt: string;
  /** The account's second factors: 'totp' (authenticator app), 'passkey'. */
  factors: string[];
}

/** The ticket of a login answered "second step required", else null. */
export function loginTicketOf(error: unknown): LoginTicket | null {
  if (!(error instanceof ApiError) || Number(error.code) !== SECOND_STEP.required) return null;
  const data = error.data as
    { ticket?: unknown; expires_at?: unknown; factors?: unknown } | null | undefined;
  if (typeof data?.ticket !== 'string') return null;
  return {
    ticket: data.ticket,
    expiresAt: String(data.expires_at ?? ''),
    factors: typeof data.factors === 'string' ? data.factors.split(' ').filter(Boolean) : [],
  };
}
