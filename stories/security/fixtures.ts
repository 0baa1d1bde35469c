import { delay, http, HttpResponse } from 'msw';
import type { AddressCoin, Passkey, User, WithdrawAddress } from '../../src/api/generated/model';
import i18n from '../../src/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';

// Fixed data and shared steps of the security stories, so every run looks the same.
export const USER: User = {
  id: 42,
  account: 'alice@example.com',
  account_type: 'email',
  email: 'alice@example.com',
  phone: null,
  area_code: null,
  nickname: 'Alice',
  invite_code: 'ALIC2024',
  kyc_status: 'verified',
  kyc_level: 'basic',
  has_fund_password: true,
  lang: 'en',
  created_at: '2024-05-01T08:00:00Z',
};

export const COINS: AddressCoin[] = [
  { currency_id: 3, currency: 'USDT', networks: ['TRC20', 'BSC', 'ERC20'] },
  { currency_id: 1, currency: 'BTC', networks: ['BSC'] },
  { currency_id: 2, currency: 'ETH', networks: ['ERC20'] },
];

export const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

export const ADDRESSES: WithdrawAddress[] = [
  {
    id: 2,
    currency_id: 3,
    currency: 'USDT',
    network: 'TRC20',
    address: TRC20,
    created_at: '2024-06-02T10:00:00Z',
  },
  {
    id: 1,
    currency_id: 3,
    currency: 'USDT',
    network: 'ERC20',
    address: EVM,
    created_at: '2024-06-01T10:00:00Z',
  },
];

export const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });

export const fail = (status: number, message: string, code = status) =>
  HttpResponse.json({ code, type: 'error', message, data: null }, { status });

export const hasPassword = (has: boolean) =>
  http.post('/api/user/has_password', () => ok({ has_password: has }));

/** The anti-phishing code (null: not set). */
export const antiPhishing = (code: string | null) =>
  http.get('/api/security/anti_phishing', () => ok({ anti_phishing_code: code }));

/** Whether the authenticator app is on (7 recovery codes left when it is). */
export const authenticatorState = (enabled: boolean) =>
  http.get('/api/security/authenticator', () =>
    ok(
      enabled
        ? { enabled, enabled_at: '2026-10-02T09:30:00Z', recovery_codes_left: 7 }
        : { enabled, enabled_at: null, recovery_codes_left: 0 },
    ),
  );

/** The user's passkeys (none by default, as in the preview's baseline). */
export const passkeysState = (list: Passkey[]) =>
  http.get('/api/security/passkeys', () => ok({ list }));

/** A synced passkey, used lately. */
export const IPHONE_PASSKEY: Passkey = {
  id: 11,
  name: 'iPhone 15',
  created_at: '2026-09-14T08:12:00Z',
  last_used_at: '2026-11-20T19:45:00Z',
  synced: true,
};

/** A security key's passkey, never used. */
export const YUBIKEY_PASSKEY: Passkey = {
  id: 12,
  name: 'YubiKey 5C',
  created_at: '2026-10-03T10:00:00Z',
  last_used_at: null,
  synced: false,
};

export const PASSKEYS = [IPHONE_PASSKEY, YUBIKEY_PASSKEY];

export const coinsHandler = http.post('/api/wallet/address_coins', () => ok(COINS));

export const codeSent = [
  http.post('/api/sms_mail', () => ok({ resend_after: 60, expires_in: 600 }, 'Code sent')),
  http.post('/api/sms_send', () => ok({ resend_after: 60, expires_in: 600 }, 'Code sent')),
];

/** A read that never answers: the page stays in its loading state. */
export const pending = (url: string, method: 'get' | 'post' = 'post') =>
  http[method](url, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const broken = (url: string, method: 'get' | 'post' = 'post') =>
  http[method](url, () => fail(500, 'Service unavailable'));

export const t = (key: string, options: Record<string, unknown> = {}): string =>
  // i18n-dynamic: full literal 'security:*' keys named at the stories' call sites
  i18n.t(key, options);

type Canvas = ReturnType<typeof within>;
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement);
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types six (or any) digits into the fund password cells labelled `label`. */
export async function typeFundPassword(canvas: Canvas, label: string, digits: string) {
  await userEvent.click(canvas.getByRole('textbox', { name: label }));
  await userEvent.keyboard(digits);
}

export async function expectLocation(canvas: Canvas, path: string | RegExp) {
  await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(path));
}

export async function expectAlert(canvas: Canvas, text: string) {
  await waitFor(() =>
    expect(
      canvas.getAllByRole('alert').some((a: HTMLElement) => a.textContent?.includes(text)),
    ).toBe(true),
  );
}
