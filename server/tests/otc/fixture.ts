// Shared set-up of the OTC suites: one app per file (tests use fresh users, so they do not interfere),
// users brought through each gate (basic KYC passed by the operator, payment methods bound, fund
// password, margin paid) and helpers for ads, orders, balances and the operator.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { runOperatorCommand } from '../../src/cli/commands.ts';
import type { Database } from '../../src/db/index.ts';
import { houseAccount, Ledger, reconcile, userAccount } from '../../src/ledger/index.ts';
import { basicForm, uploadId } from '../kyc/support.ts';
import { setFundPassword, signedIn, type User } from '../security/support.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

export const BTC = 1;
export const USDT = 3;
export const MINUTE = 60_000;

export const BANK = {
  kind: 'bank',
  real_name: 'Somchai Jaidee',
  card_number: '6222020200112233445',
  bank_name: 'Bangkok Bank',
  branch: 'Silom',
  bank_address: '333 Silom Road, Bangkok',
  swift_code: 'BKKBTHBK',
  cardholder: 'SOMCHAI JAIDEE',
  iban: 'TH12BKKB0000123456789012',
  payee_address: '99 Sukhumvit Soi 11, Bangkok',
  postal_code: '10110',
};

export interface OtcUser {
  id: number;
  token: string;
  email: string;
  /** The same user as the security helpers see them (fund password, own codes). */
  signed: User;
  post(
    url: string,
    form?: Record<string, string | number>,
    lang?: string,
  ): Promise<LightMyRequestResponse>;
  get(url: string, lang?: string): Promise<LightMyRequestResponse>;
}

export interface AdForm {
  side?: 'buy' | 'sell';
  currency_id?: number;
  price?: string;
  quantity?: string;
  min_amount?: string;
  max_amount?: string;
  pay_kinds?: string;
  remark?: string;
}

let funding = 0;
let emails = 0;
const strings = (form: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));

export async function startOtcApp(database: Database) {
  const ledger = new Ledger(database);
  const t: TestApp = await startTestApp(database, { ledger });
  const operator = (...argv: string[]) =>
    runOperatorCommand({ database, ledger, clock: t.clock, events: t.app.events }, argv);
  const pendingIds = async (kind: string) =>
    [...(await operator('review', 'list', kind)).output.matchAll(/^\s+(\d+)\s/gm)].map(
      (m) => m[1]!,
    );

  const app = Object.assign(t, {
    ledger,
    operator,
    pendingIds,
    /** A fresh signed-in user (unique e-mail per call). */
    async user(name = 'user'): Promise<OtcUser> {
      const signed = await signedIn(t, `${name}.${++emails}@example.com`);
      return {
        id: signed.session.user.id,
        token: signed.session.token,
        email: signed.email,
        signed,
        post: (url, form = {}, lang = 'en') => signed.post(url, strings(form), { lang }),
        get: (url, lang = 'en') =>
          t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: signed.session.token, lang },
          }),
      };
    },
    async passKyc(u: OtcUser) {
      const res = await u.post('/api/user/real_name', await basicForm(t, u.token));
      if (res.statusCode !== 200) throw new Error(`real_name: ${res.body}`);
      const ids = await pendingIds('kyc_basic');
      for (const id of ids) await operator('review', 'approve', 'kyc_basic', id);
    },
    async bind(u: OtcUser, kinds = ['bank', 'alipay', 'wechat']) {
      for (const kind of kinds) {
        const form =
          kind === 'bank'
            ? BANK
            : {
                kind,
                account: `${u.email.split('@')[0]}@${kind}`,
                qr_upload_id: await uploadId(t, u.token),
              };
        const res = await u.post('/api/user/cash_save', form);
        if (res.statusCode !== 200) throw new Error(`cash_save: ${res.body}`);
      }
    },
    fundPassword: (u: OtcUser) => setFundPassword(t, u.signed),
    async fund(u: OtcUser, currencyId: number, amount: string) {
      await ledger.credit({
        userId: u.id,
        currencyId,
        amount,
        key: `test-fund:${Date.now()}:${++funding}`,
      });
    },
    async balance(u: OtcUser, currencyId: number) {
      const row = await ledger.account(userAccount(u.id, currencyId));
      return { available: row.available, frozen: row.frozen };
    },
    async house(name: string, currencyId: number) {
      return (await ledger.account(houseAccount(name, currencyId))).available;
    },
    /** Verified, methods bound, funded, margin paid: ready to advertise. */
    async merchant(
      name = 'merchant',
      funds: [number, string][] = [
        [USDT, '10000'],
        [BTC, '2'],
      ],
    ) {
      const u = await app.user(name);
      await app.passKyc(u);
      await app.bind(u);
      for (const [currencyId, amount] of funds) await app.fund(u, currencyId, amount);
      const paid = await u.post('/api/trade/transfer');
      if (paid.statusCode !== 200) throw new Error(`transfer: ${paid.body}`);
      return u;
    },
    /** Verified and funded: ready to take ads. */
    async taker(name = 'taker', funds: [number, string][] = []) {
      const u = await app.user(name);
      await app.passKyc(u);
      for (const [currencyId, amount] of funds) await app.fund(u, currencyId, amount);
      return u;
    },
    async publish(u: OtcUser, form: AdForm = {}) {
      const res = await u.post('/api/trade/publish', {
        side: 'sell',
        currency_id: USDT,
        price: '1.25',
        quantity: '1000',
        min_amount: '10',
        max_amount: '1000',
        pay_kinds: 'bank,alipay',
        ...form,
      });
      if (res.statusCode !== 200) throw new Error(`publish: ${res.body}`);
      return res.json().data as { id: number; remaining_quantity: string };
    },
    async order(u: OtcUser, adId: number, form: { amount?: string; quantity?: string }) {
      const res = await u.post('/api/trade/trade', { ad_id: adId, ...form });
      if (res.statusCode !== 200) throw new Error(`trade: ${res.body}`);
      return res.json().data as { id: number; order_no: string; status: string };
    },
    async pay(u: OtcUser, orderId: number, kind = 'bank') {
      const res = await u.post('/api/trade/pay', {
        id: orderId,
        payment_kind: kind,
        voucher_upload_id: await uploadId(t, u.token),
      });
      if (res.statusCode !== 200) throw new Error(`pay: ${res.body}`);
      return res.json().data;
    },
    detail: (u: OtcUser, orderId: number) => u.get(`/api/trade/orderDetail?id=${orderId}`),
    voucher: (u: OtcUser) => uploadId(t, u.token),
    async reconciles() {
      const report = await reconcile(database);
      expect(report.problems).toEqual([]);
    },
  });
  return app;
}

export type OtcApp = Awaited<ReturnType<typeof startOtcApp>>;
