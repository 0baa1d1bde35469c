import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type {
  AddressCoin,
  PaymentMethods,
  User,
  Withdrawal,
  WithdrawInfo,
} from '../../src/api/generated/model';
import i18n from '../../src/i18n';

// Fixed data and shared steps of the withdraw and bank-binding stories.
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
];

export const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

export const INFO: WithdrawInfo = {
  currency_id: 3,
  currency: 'USDT',
  decimals: 8,
  available: '1250.5',
  frozen: '0',
  fee_rate: '0.001',
  fee_fixed: '1',
  minimum: '10',
  today_count: 0,
  daily_limit: 3,
  arrival_hours: 12,
  kyc_status: 'verified',
  fund_password_set: true,
  withdraw_hold: null,
  addresses: [
    { id: 2, network: 'TRC20', address: TRC20 },
    { id: 1, network: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
  ],
  bank_enabled: true,
  bank_card: {
    bank_name: 'Bangkok Bank',
    card_number: '6222 **** 3445',
    cardholder: 'SOMCHAI JAIDEE',
  },
};

export const RECORD: Withdrawal = {
  id: 31,
  method: 'chain',
  currency_id: 3,
  currency: 'USDT',
  network: 'TRC20',
  destination: TRC20,
  amount: '100',
  fee: '1.1',
  receive: '98.9',
  remark: 'rent',
  status: 'under_review',
  reason: null,
  payout_reference: null,
  created_at: '2026-11-21T08:00:00Z',
  reviewed_at: null,
};

export const RECORDS: Withdrawal[] = [
  RECORD,
  {
    ...RECORD,
    id: 30,
    status: 'passed',
    remark: null,
    payout_reference: '7f3c9a1e5b2d8046c1a9e3f75b0d2c4e8a6f1b3d5c7e9a0b2d4f6a8c0e1b3d5f',
    reviewed_at: '2026-11-20T12:00:00Z',
    created_at: '2026-11-20T09:00:00Z',
  },
  {
    ...RECORD,
    id: 29,
    method: 'bank',
    network: null,
    destination: 'Bangkok Bank 6222 **** 3445',
    status: 'rejected',
    reason: 'The payee name does not match',
    reviewed_at: '2026-11-19T12:00:00Z',
    created_at: '2026-11-19T09:00:00Z',
  },
];

export const METHODS: PaymentMethods = {
  bank: {
    id: 5,
    real_name: 'Somchai Jaidee',
    card_number: '6222 **** 3445',
    bank_name: 'Bangkok Bank',
    branch: 'Silom',
    bank_address: '333 Silom Road, Bangkok',
    swift_code: 'BKKBTHBK',
    cardholder: 'SOMCHAI JAIDEE',
    iban: 'TH12 **** 9012',
    payee_address: '99 Sukhumvit Soi 11, Bangkok',
    postal_code: '10110',
    updated_at: '2026-11-18T08:00:00Z',
  },
  alipay: {
    id: 6,
    account: 'somchai@alipay',
    qr_upload_id: 'qrqrqrqrqrqrqrqrqrqrq1',
    updated_at: '2026-11-18T08:00:00Z',
  },
  wechat: null,
};

export const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
export const fail = (status: number, message: string, code = status, data: unknown = null) =>
  HttpResponse.json({ code, type: 'error', message, data }, { status });

export const handlers = {
  coins: http.post('/api/wallet/address_coins', () => ok(COINS)),
  info: (patch: Partial<WithdrawInfo> = {}) =>
    http.post('/api/wallet/get_info', () => ok({ ...INFO, ...patch })),
  infoPending: http.post('/api/wallet/get_info', async () => {
    await delay('infinite');
    return ok(INFO);
  }),
  infoBroken: http.post('/api/wallet/get_info', () => fail(500, 'Service unavailable')),
  out: (onBody?: (form: URLSearchParams) => void) =>
    http.post('/api/wallet/out', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      onBody?.(form);
      return ok(
        { ...RECORD, id: 32, amount: form.get('amount'), method: form.get('method') ?? 'chain' },
        'Withdrawal submitted, under review',
      );
    }),
  outRefused: (code: number, message: string, status = 422) =>
    http.post('/api/wallet/out', () => fail(status, message, code)),
  /** The records, served page by page as the client asks (`page`, `limit`). */
  records: (items: Withdrawal[]) =>
    http.get('/api/charge_mention/log3', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      const slice = items.slice((page - 1) * limit, page * limit);
      return ok({ items: slice, total: items.length, page, limit });
    }),
  recordsPending: http.get('/api/charge_mention/log3', async () => {
    await delay('infinite');
    return ok({ items: [], total: 0, page: 1, limit: 50 });
  }),
  recordsBroken: http.get('/api/charge_mention/log3', () => fail(500, 'Service unavailable')),
  methods: (data: PaymentMethods = METHODS) => http.post('/api/user/cash_info', () => ok(data)),
  methodsPending: http.post('/api/user/cash_info', async () => {
    await delay('infinite');
    return ok(METHODS);
  }),
  save: (onBody?: (form: URLSearchParams) => void) =>
    http.post('/api/user/cash_save', async ({ request }) => {
      onBody?.(new URLSearchParams(await request.text()));
      return ok(METHODS, 'Bound successfully');
    }),
  saveFailed: http.post('/api/user/cash_save', () =>
    fail(400, 'Binding failed', 1709, { card_number: 'This field is required' }),
  ),
  upload: http.post('/api/upload/image', async () => {
    await delay(100);
    return ok(
      {
        id: 'qrqrqrqrqrqrqrqrqrqrq2',
        mime: 'image/png',
        size: 68,
        created_at: '2026-11-21T08:00:00Z',
      },
      'Upload successful',
    );
  }),
};

export const t = (key: string, options: Record<string, unknown> = {}): string =>
  // i18n-dynamic: full literal 'withdraw:*' and 'bankbind:*' keys named at the stories' call sites
  i18n.t(key, options);

type Canvas = ReturnType<typeof within>;
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement);
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

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

/** A real 1x1 PNG, as the QR code picture the user picked. */
export function qrPhoto(): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], 'qr.png', { type: 'image/png' });
}
