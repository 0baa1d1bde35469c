// Demo OTC merchants for `npm start`, so the OTC pages are not empty: verified, with bound payment
// methods (real QR codes), funded through the ledger, margin paid and a few online buy and sell ads
// priced around the market. Each step runs only when it has not run before, so restarts change
// nothing; the margin and the ads go through the same operations as a user's, with the same checks.
import { count, eq } from 'drizzle-orm';
import { LOCAL_RELYING_PARTY } from '../../lib/relying-party.ts';
import pino from 'pino';
import QRCode from 'qrcode';
import type { Database } from '../../db/index.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { otcAds, otcMarginRecords } from '../../db/schema/otc.ts';
import { paymentMethods } from '../../db/schema/withdraw.ts';
import type { Deps } from '../../http/context.ts';
import type { Ledger } from '../../ledger/index.ts';
import { Money } from '../../lib/decimal.ts';
import { EventBus } from '../events/bus.ts';
import { usdtPrice } from '../market/prices.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { currencyId, type CurrencySymbol } from '../seed/currencies.ts';
import { ensureVerifiedKyc, storeSeedUpload } from '../seed/verified-kyc.ts';
import { hashPassword } from '../users/passwords.ts';
import { findUserByIdentity, insertUser } from '../users/repo.ts';
import { payMargin } from './margin.ts';
import { publishAd } from './publish.ts';

/** Merchants sign in like the demo account (handy to confirm a demo order); fund password 123456. */
export const OTC_DEMO_FUND_PASSWORD = '123456';

type DemoAd = {
  side: 'buy' | 'sell';
  coin: CurrencySymbol;
  markup: string;
  quantity: string;
  min: string;
  max: string;
  kinds: string;
  remark: string;
};
interface Merchant {
  email: string;
  nickname: string;
  fullName: string;
  funds: [CurrencySymbol, string][];
  ads: DemoAd[];
}

const MERCHANTS: Merchant[] = [
  {
    email: 'otc.harbor@example.com',
    nickname: 'Harbor OTC',
    fullName: 'Daniel Chen',
    funds: [
      ['USDT', '20000'],
      ['BTC', '1'],
      ['ETH', '10'],
    ],
    ads: [
      {
        side: 'sell',
        coin: 'USDT',
        markup: '1.01',
        quantity: '5000',
        min: '20',
        max: '2000',
        kinds: 'bank,alipay,wechat',
        remark: 'Fast release, usually within 5 minutes.',
      },
      {
        side: 'sell',
        coin: 'BTC',
        markup: '1.012',
        quantity: '0.25',
        min: '100',
        max: '10000',
        kinds: 'bank,alipay',
        remark: 'Bank transfers from accounts in your own name only.',
      },
      {
        side: 'buy',
        coin: 'USDT',
        markup: '0.99',
        quantity: '3000',
        min: '50',
        max: '3000',
        kinds: 'bank',
        remark: 'I pay by bank transfer within 10 minutes.',
      },
    ],
  },
  {
    email: 'otc.nova@example.com',
    nickname: 'Nova P2P',
    fullName: 'María Gómez',
    funds: [
      ['USDT', '8000'],
      ['ETH', '5'],
    ],
    ads: [
      {
        side: 'sell',
        coin: 'USDT',
        markup: '1.02',
        quantity: '2000',
        min: '10',
        max: '1000',
        kinds: 'alipay,wechat',
        remark: 'Online 9:00-23:00 UTC.',
      },
      {
        side: 'sell',
        coin: 'ETH',
        markup: '1.015',
        quantity: '2',
        min: '50',
        max: '5000',
        kinds: 'bank,wechat',
        remark: '',
      },
      {
        side: 'buy',
        coin: 'BTC',
        markup: '0.985',
        quantity: '0.1',
        min: '200',
        max: '5000',
        kinds: 'bank,alipay',
        remark: 'Large orders welcome.',
      },
    ],
  },
];

async function merchantUser(database: Database, m: Merchant, password: string, now: Date) {
  let user = await findUserByIdentity(database.db, { type: 'email', email: m.email });
  if (!user) {
    user = await insertUser(database.db, {
      identity: { type: 'email', email: m.email },
      passwordHash: await hashPassword(password),
      inviterId: null,
      lang: 'en',
      now,
    });
    await database.db
      .update(authUsers)
      .set({ nickname: m.nickname, fundPasswordHash: await hashPassword(OTC_DEMO_FUND_PASSWORD) })
      .where(eq(authUsers.id, user.id));
  }
  const userId = user.id;
  await ensureVerifiedKyc(
    database,
    userId,
    { fullName: m.fullName, country: 'Singapore', idNumber: 'S1234567D', contact: m.email },
    now,
  );
  return userId;
}

async function bindMethods(
  database: Database,
  userId: number,
  m: Merchant,
  now: Date,
): Promise<void> {
  const bound = new Set(
    (
      await database.db
        .select({ kind: paymentMethods.kind })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
    ).map((r) => r.kind),
  );
  if (!bound.has('bank')) {
    await database.db.insert(paymentMethods).values({
      userId,
      kind: 'bank',
      realName: m.fullName,
      cardNumber: '6222020200112233445',
      bankName: 'Demo Commercial Bank',
      branch: 'Central Branch',
      bankAddress: '1 Finance Street',
      swiftCode: 'DEMOSGSG',
      cardholder: m.fullName,
      iban: 'SG00DEMO0000112233445',
      payeeAddress: '8 Harbour Road',
      postalCode: '018956',
      createdAt: now,
      updatedAt: now,
    });
  }
  for (const kind of ['alipay', 'wechat'] as const) {
    if (bound.has(kind)) continue;
    const account = `${m.nickname.toLowerCase().replace(/\W+/g, '.')}@${kind}.example`;
    const qr = await storeSeedUpload(
      database,
      userId,
      await QRCode.toBuffer(`https://pay.example.com/${kind}/${account}`, {
        type: 'png',
        width: 240,
      }),
      now,
    );
    await database.db
      .insert(paymentMethods)
      .values({ userId, kind, account, qrUploadId: qr, createdAt: now, updatedAt: now });
  }
}

/** A reference price x markup, to cents (or 4 places under 1 USD). */
function adPrice(coin: CurrencySymbol, markup: string, now: Date): string {
  const price = new Money(usdtPrice(currencyId(coin), now)).times(markup);
  return price.toDecimalPlaces(price.gte(1) ? 2 : 4, Money.ROUND_HALF_UP).toFixed();
}

export async function seedOtcDemo(
  database: Database,
  ledger: Ledger,
  password: string,
  now = new Date(),
): Promise<void> {
  const deps = {
    database,
    db: database.db,
    ledger,
    clock: () => now,
    log: pino({ level: 'silent' }),
    outbox: undefined as unknown as Outbox,
    events: new EventBus(),
    relyingParty: LOCAL_RELYING_PARTY,
    push: undefined,
  } satisfies Deps;
  for (const m of MERCHANTS) {
    const userId = await merchantUser(database, m, password, now);
    await bindMethods(database, userId, m, now);
    for (const [symbol, amount] of m.funds) {
      await ledger.credit({
        userId,
        currencyId: currencyId(symbol),
        amount,
        key: `seed:otc:${m.email}:${symbol}`,
        kind: 'demo_funding',
        memo: { reason: 'demo OTC merchant funding' },
      });
    }
    const [paidBefore] = await database.db
      .select({ n: count() })
      .from(otcMarginRecords)
      .where(eq(otcMarginRecords.userId, userId));
    if (Number(paidBefore?.n ?? 0) === 0) await payMargin(deps, userId);
    const [adsBefore] = await database.db
      .select({ n: count() })
      .from(otcAds)
      .where(eq(otcAds.userId, userId));
    if (Number(adsBefore?.n ?? 0) > 0) continue;
    for (const ad of m.ads) {
      await publishAd(deps, userId, {
        side: ad.side,
        currency_id: currencyId(ad.coin),
        price: adPrice(ad.coin, ad.markup, now),
        quantity: ad.quantity,
        min_amount: ad.min,
        max_amount: ad.max,
        pay_kinds: ad.kinds,
        remark: ad.remark,
      });
    }
  }
}
