// Flash exchange: swap coin A for coin B in the spot account at the simulated market price of the
// moment. The user pays A into the house swap inventory and receives B from it; the fee (in B, rounded
// up) goes to the house fee account. All legs are one ledger entry, written with the record.
import { desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { InsufficientFunds, houseAccount, userAccount, type Leg } from '../../ledger/index.ts';
import { Money, roundCredit, roundFee, toDecimalString, type Decimal } from '../../lib/decimal.ts';
import { flashExchanges } from '../../db/schema/exchange.ts';
import { priceSource, usdtPrice } from '../market/prices.ts';
import { payRebate } from '../referral/index.ts';
import { exchangeFail } from './errors.ts';
import { listCoins, parseCoinAmount, requireCoin, type Coin } from './currencies.ts';

/** Fee on the proceeds of a flash exchange: 0.2 %. */
export const FLASH_FEE_RATE = '0.002';
/** Significant digits of the recorded price (truncated). */
const PRICE_DIGITS = 12;

export interface FlashInput {
  currency_id: number;
  to_currency_id: number;
  amount: string;
}

export interface FlashTerms {
  from: Coin;
  to: Coin;
  amount: Decimal;
  price: Decimal;
  fee: Decimal;
  receive: Decimal;
  at: Date;
}

/** Prices a swap; refuses unknown or identical coins and amounts too small to receive anything. */
export async function quoteFlash(deps: Deps, input: FlashInput): Promise<FlashTerms> {
  if (input.currency_id === input.to_currency_id)
    throw fail.validation({ to_currency_id: 'exchange.field.same_coin' });
  const from = await requireCoin(deps.db, input.currency_id, 'currency_id');
  const to = await requireCoin(deps.db, input.to_currency_id, 'to_currency_id');
  const amount = parseCoinAmount(input.amount, from);
  const source = priceSource();
  if (!source.supports(from.id) || !source.supports(to.id)) throw exchangeFail.noMarket();
  const at = deps.clock();
  const price = new Money(usdtPrice(from.id, at))
    .div(usdtPrice(to.id, at))
    .toSignificantDigits(PRICE_DIGITS, Money.ROUND_DOWN)
    .toDecimalPlaces(18, Money.ROUND_DOWN);
  const gross = amount.times(price);
  const fee = roundFee(gross.times(FLASH_FEE_RATE), to.decimals);
  const receive = roundCredit(gross.minus(fee), to.decimals);
  if (price.lte(0) || receive.lte(0)) throw exchangeFail.amountTooSmall();
  return { from, to, amount, price, fee, receive, at };
}

export function presentQuote(terms: FlashTerms) {
  return {
    currency_id: terms.from.id,
    currency: terms.from.symbol,
    to_currency_id: terms.to.id,
    to_currency: terms.to.symbol,
    amount: toDecimalString(terms.amount),
    price: toDecimalString(terms.price),
    fee_rate: FLASH_FEE_RATE,
    fee: toDecimalString(terms.fee),
    receive: toDecimalString(terms.receive),
    quoted_at: terms.at.toISOString(),
  };
}

type FlashRow = typeof flashExchanges.$inferSelect;

function presentFlash(row: FlashRow, coins: Map<number, Coin>) {
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency: coins.get(row.currencyId)?.symbol ?? '',
    to_currency_id: row.toCurrencyId,
    to_currency: coins.get(row.toCurrencyId)?.symbol ?? '',
    amount: toDecimalString(row.amount),
    price: toDecimalString(row.price),
    fee: toDecimalString(row.fee),
    receive: toDecimalString(row.receive),
    created_at: row.createdAt.toISOString(),
  };
}

export async function executeFlash(deps: Deps, userId: number, input: FlashInput) {
  const terms = await quoteFlash(deps, input);
  const { from, to, amount, fee, receive } = terms;
  const legs: Leg[] = [
    { account: userAccount(userId, from.id), bucket: 'available', amount: amount.neg() },
    { account: houseAccount('swap', from.id), bucket: 'available', amount },
    { account: houseAccount('swap', to.id), bucket: 'available', amount: receive.plus(fee).neg() },
    { account: userAccount(userId, to.id), bucket: 'available', amount: receive },
  ];
  if (fee.gt(0))
    legs.push({ account: houseAccount('fees', to.id), bucket: 'available', amount: fee });
  // Numbers as strings: the ledger wants plain decimal strings.
  const plain = legs.map((leg) => ({ ...leg, amount: toDecimalString(leg.amount as Decimal) }));
  try {
    const row = await deps.ledger.run(async (tx) => {
      const [created] = await tx.db
        .insert(flashExchanges)
        .values({
          userId,
          currencyId: from.id,
          toCurrencyId: to.id,
          amount: amount.toFixed(),
          price: terms.price.toFixed(),
          fee: fee.toFixed(),
          receive: receive.toFixed(),
          createdAt: terms.at,
        })
        .returning();
      const entry = await tx.post({
        kind: 'flash_exchange',
        key: `flash:${created!.id}`,
        memo: { flash_id: created!.id, price: terms.price.toFixed() },
        legs: plain,
      });
      await payRebate(tx, {
        tradeUserId: userId,
        currencyId: to.id,
        fee: fee.toFixed(),
        sourceKey: `flash:${created!.id}`,
        at: terms.at,
      });
      const [updated] = await tx.db
        .update(flashExchanges)
        .set({ entryId: entry.id })
        .where(eq(flashExchanges.id, created!.id))
        .returning();
      return updated!;
    });
    return presentFlash(
      row,
      new Map([
        [from.id, from],
        [to.id, to],
      ]),
    );
  } catch (error) {
    if (error instanceof InsufficientFunds) throw exchangeFail.insufficientBalance();
    throw error;
  }
}

export async function listFlash(
  deps: Deps,
  userId: number,
  page: { page: number; limit: number; offset: number },
) {
  const coins = new Map((await listCoins(deps.db)).map((c) => [c.id, c]));
  const rows = await deps.db
    .select()
    .from(flashExchanges)
    .where(eq(flashExchanges.userId, userId))
    .orderBy(desc(flashExchanges.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(flashExchanges)
    .where(eq(flashExchanges.userId, userId));
  return {
    items: rows.map((r) => presentFlash(r, coins)),
    total: Number(count?.total ?? 0),
    page: page.page,
    limit: page.limit,
  };
}

export async function flashCoins(deps: Deps, userId: number) {
  const source = priceSource();
  const coins = (await listCoins(deps.db)).filter((c) => source.supports(c.id));
  const balances = await deps.ledger.balances(userId);
  const at = deps.clock();
  return coins.map((coin) => ({
    currency_id: coin.id,
    currency: coin.symbol,
    decimals: coin.decimals,
    usdt_price: usdtPrice(coin.id, at),
    available:
      balances.find((b) => b.type === 'spot' && b.currencyId === coin.id)?.available ?? '0',
  }));
}
