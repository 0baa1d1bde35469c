import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/http';
import { loginTicketOf } from '../../../src/features/auth/components/loginTicket';

const secondStep = (data: unknown) => new ApiError('Finish signing in', 1330, 401, data);

describe('loginTicketOf', () => {
  it('reads the ticket and the factors the account has', () => {
    expect(
      loginTicketOf(
        secondStep({ ticket: 't1', expires_at: '2030-01-01T00:05:00Z', factors: 'totp passkey' }),
      ),
    ).toEqual({ ticket: 't1', expiresAt: '2030-01-01T00:05:00Z', factors: ['totp', 'passkey'] });
    expect(loginTicketOf(secondStep({ ticket: 't2', factors: 'passkey' }))?.factors).toEqual([
      'passkey',
    ]);
  });

  it('is null for any other failure, or a 1330 without a ticket', () => {
    expect(loginTicketOf(new ApiError('Wrong password', 1321, 422))).toBeNull();
    expect(loginTicketOf(secondStep(null))).toBeNull();
    expect(loginTicketOf(new Error('network'))).toBeNull();
  });
});
