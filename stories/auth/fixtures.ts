import { delay, http, HttpResponse } from 'msw';
import type { AreaCodeEntry, Session } from '../../src/api/generated/model';

// Fixed data for the sign-in stories, so every run (and screenshot) looks the same.
export const AREA_CODES: AreaCodeEntry[] = [
  { id: 1, area_code: '86', country_code: 'CN', name: 'China' },
  { id: 2, area_code: '852', country_code: 'HK', name: 'Hong Kong' },
  { id: 3, area_code: '1', country_code: 'US', name: 'United States' },
  { id: 4, area_code: '81', country_code: 'JP', name: 'Japan' },
  { id: 5, area_code: '82', country_code: 'KR', name: 'South Korea' },
  { id: 6, area_code: '66', country_code: 'TH', name: 'Thailand' },
  { id: 7, area_code: '34', country_code: 'ES', name: 'Spain' },
  { id: 8, area_code: '44', country_code: 'GB', name: 'United Kingdom' },
];

export const SESSION: Session = {
  token: 'story-session-token-0123456789abcdefghijklmnopqrstuvwxyz',
  expires_at: '2030-01-01T00:00:00Z',
  user: {
    id: 42,
    account: '13800138000',
    account_type: 'mobile',
    email: null,
    phone: '13800138000',
    area_code: '86',
    nickname: 'Satoshi',
    invite_code: 'SATO2024',
    kyc_status: 'unverified',
    kyc_level: 'none',
    has_fund_password: false,
    lang: 'en',
    created_at: '2024-05-01T08:00:00Z',
  },
};

export const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });

/** The server's failure envelope with a real HTTP status; http.ts toasts `message`. */
export const fail = (status: number, message: string) =>
  HttpResponse.json({ code: status, type: 'error', message, data: null }, { status });

export const areaCodeHandler = http.post('/api/area_code', () => ok(AREA_CODES));

/** Code sending that takes a moment, so the "sending" state is visible. */
export const codeSentHandlers = (resendAfter = 60, wait = 400) => [
  http.post('/api/sms_send', async () => {
    await delay(wait);
    return ok({ resend_after: resendAfter, expires_in: 600 }, 'Code sent');
  }),
  http.post('/api/sms_mail', async () => {
    await delay(wait);
    return ok({ resend_after: resendAfter, expires_in: 600 }, 'Code sent');
  }),
];
