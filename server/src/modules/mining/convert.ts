// Converts a mined coin (BTC, LTC, DOGE...) to USDT at the market simulator's price of the moment,
// without a fee: the coin goes to the swap book, the USDT comes from it. One ledger entry per record.
import { desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { minerConverts } from '../../db/schema/publication.ts';
import { houseAccount, InsufficientFunds, userAccount } from '../../ledger/index.ts';
import { Money, roundCredit, toDecimalString } from '../../lib/decimal.ts';
import { USDT_ID } from '../market/coins.ts';
import { priceSource, usdtPrice } from '../market/prices.ts';
import { coinMap, type Coin } from '../publication/coins.ts';
import { miningFail, parseCoinAmount } from './errors.ts';
import { listModels } from './models.ts';

export interface ConvertInput {
  currency_id: number;
  amount: string;
}

async function minedCoins(deps: Deps): Promise<Coin[]> {
  const coins = await coinMap(deps.db);
  const ids = [...new Set((await listModels(deps.db)).map((m) => m.coinId))];
  return ids.map((id) => coins.get(id)).filter((c): c is Coin => !!c);
}

/** The convert form: each mined coin with its USDT price now and the user's available balance. */
export async function convertForm(deps: Deps, userId: number) {
  const balances = await deps.ledger.balances(userId);
  const now = deps.clock();
  return (await minedCoins(deps)).map((coin) => ({
    currency_id: coin.id,
    currency: coin.symbol,
    decimals: coin.decimals,
    usdt_price: usdtPrice(coin.id, now),
    available:
      balances.find((b) => b.type === 'spot' && b.currencyId === coin.id)?.available ?? '0',
  }));
}

type ConvertRow = typeof minerConverts.$inferSelect;
function presentConvert(row: ConvertRow, coins: Map<number, Coin>) {
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency: coins.get(row.currencyId)?.symbol ?? '',
    amount: toDecimalString(row.amount),
    price: toDecimalString(row.price),
    receive: toDecimalString(row.receive),
    created_at: row.createdAt.toISOString(),
  };
}

export async function convert(deps: Deps, userId: number, input: ConvertInput) {
  const coin = (await minedCoins(deps)).find((c) => c.id === Number(input.currency_id));
  if (!coin) throw fail.validation({ currency_id: 'mining.field.coin' });
  if (!priceSource().supports(coin.id)) throw miningFail.noMarket();
  const amount = parseCoinAmount(input.amount, coin.decimals);
  const now = deps.clock();
  const price = new Money(usdtPrice(coin.id, now));
  const receive = roundCredit(amount.times(price), 8);
  if (receive.lte(0))
    throw fail.validation({
      amount: { key: 'mining.field.amount_places', params: { places: coin.decimals } },
    });
  try {
    const row = await deps.ledger.run(async (tx) => {
      const [created] = await tx.db
        .insert(minerConverts)
        .values({
          userId,
          currencyId: coin.id,
          amount: amount.toFixed(),
          price: price.toFixed(),
          receive: receive.toFixed(),
          createdAt: now,
        })
        .returning();
      await tx.post({
        kind: 'miner_convert',
        key: `miner-convert:${created!.id}`,
        memo: { convert_id: created!.id, price: price.toFixed() },
        legs: [
          {
            account: userAccount(userId, coin.id),
            bucket: 'available',
            amount: `-${amount.toFixed()}`,
          },
          { account: houseAccount('swap', coin.id), bucket: 'available', amount: amount.toFixed() },
          {
            account: houseAccount('swap', USDT_ID),
            bucket: 'available',
            amount: `-${receive.toFixed()}`,
          },
          { account: userAccount(userId, USDT_ID), bucket: 'available', amount: receive.toFixed() },
        ],
      });
      return created!;
    });
    return presentConvert(row, await coinMap(deps.db));
  } catch (error) {
    if (error instanceof InsufficientFunds) throw miningFail.insufficientBalance();
    throw error;
  }
}

export async function listConverts(
  deps: Deps,
  userId: number,
  page: { page: number; limit: number; offset: number },
) {
  const rows = await deps.db
    .select()
    .from(minerConverts)
    .where(eq(minerConverts.userId, userId))
    .orderBy(desc(minerConverts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(minerConverts)
    .where(eq(minerConverts.userId, userId));
  const coins = await coinMap(deps.db);
  return {
    items: rows.map((r) => presentConvert(r, coins)),
    total: Number(count?.total ?? 0),
    page: page.page,
    limit: page.limit,
  };
}
