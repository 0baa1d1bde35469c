// What can be deposited: coins with a network and a minimum, and the fiat channels.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { depositChannels, depositTerms, type FiatMethod } from '../../db/schema/deposit.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { addressCoins } from '../security/networks.ts';
import { depositFail } from './errors.ts';

export interface DepositTerms {
  currencyId: number;
  symbol: string;
  decimals: number;
  minAmount: string;
  feeRate: string;
}

async function termsRows(db: Db): Promise<DepositTerms[]> {
  return db
    .select({
      currencyId: depositTerms.currencyId,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
      minAmount: depositTerms.minAmount,
      feeRate: depositTerms.feeRate,
    })
    .from(depositTerms)
    .innerJoin(currencies, eq(currencies.id, depositTerms.currencyId))
    .where(eq(currencies.enabled, true));
}

/** Coins with deposit terms and at least one enabled network, in the seeded order. */
export async function depositCoins(db: Db) {
  const terms = new Map((await termsRows(db)).map((t) => [t.currencyId, t]));
  return (await addressCoins(db)).flatMap((coin) => {
    const t = terms.get(coin.currency_id);
    if (!t) return [];
    return [
      {
        ...coin,
        decimals: t.decimals,
        min_amount: toDecimalString(t.minAmount),
        fee_rate: toDecimalString(t.feeRate),
      },
    ];
  });
}

/** The terms of a coin on a network it is offered on, or a 400 on `network`. */
export async function chainTerms(
  db: Db,
  currencyId: number,
  network: string,
): Promise<DepositTerms> {
  const coin = (await depositCoins(db)).find((c) => c.currency_id === currencyId);
  if (!coin || !coin.networks.includes(network)) throw depositFail.networkUnsupported();
  return {
    currencyId,
    symbol: coin.currency,
    decimals: coin.decimals,
    minAmount: coin.min_amount,
    feeRate: coin.fee_rate,
  };
}

async function channelRows(db: Db, method?: FiatMethod) {
  return db
    .select({ channel: depositChannels, symbol: currencies.symbol, decimals: currencies.decimals })
    .from(depositChannels)
    .innerJoin(currencies, eq(currencies.id, depositChannels.currencyId))
    .where(
      and(
        eq(depositChannels.enabled, true),
        eq(currencies.enabled, true),
        method ? eq(depositChannels.method, method) : undefined,
      ),
    )
    .orderBy(asc(depositChannels.sort));
}

export async function fiatChannels(db: Db) {
  return (await channelRows(db)).map(({ channel: c, symbol, decimals }) => ({
    method: c.method,
    currency_id: c.currencyId,
    currency: symbol,
    decimals,
    min_amount: toDecimalString(c.minAmount),
    fee_rate: toDecimalString(c.feeRate),
    holder: c.holder,
    account: c.account,
    bank_name: c.bankName,
    branch: c.branch,
    swift: c.swift,
  }));
}

/** The terms of an enabled fiat channel, or 422 when it is switched off. */
export async function channelTerms(db: Db, method: FiatMethod): Promise<DepositTerms> {
  const [row] = await channelRows(db, method);
  if (!row) throw depositFail.methodUnavailable();
  const { channel: c } = row;
  return {
    currencyId: c.currencyId,
    symbol: row.symbol,
    decimals: row.decimals,
    minAmount: c.minAmount,
    feeRate: c.feeRate,
  };
}
