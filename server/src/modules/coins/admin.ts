// The console's coins: every row of `currencies` with its networks, the accounts and markets it
// appears in and its deposit/withdrawal rules; the rules changed (the checks of `coin-rules`), and
// a coin delisted or listed again. Delisted is `enabled = false`: every reader of the app filters
// on it per request (deposits, withdrawals, pairs, orders, products), so a change needs no
// redeploy; balances stay and the assets pages keep showing the ones held. Each change commits
// with its audit row (before, after), the currency's row locked meanwhile.
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import { currencyNetworks } from '../../db/schema/auth.ts';
import { currencies } from '../../db/schema/core.ts';
import { depositTerms } from '../../db/schema/deposit.ts';
import { leverMarkets } from '../../db/schema/derivatives.ts';
import { spotPairs } from '../../db/schema/market.ts';
import { withdrawRules } from '../../db/schema/withdraw.ts';
import type { Deps } from '../../http/context.ts';
import type { FieldError } from '../../http/app-error.ts';
import { rows, sql } from '../../ledger/sql.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { USDT_ID } from '../market/coins.ts';
import { priceSource } from '../market/prices.ts';
import { coinFail } from './admin-errors.ts';
import { checkRule, RULE_KEYS, RuleRefused, rulesOf, writeRules, type RuleKey } from './rules.ts';

/** A rule's name on the wire: `deposit.fee_rate` is `deposit_fee_rate`. */
const wireOf = (rule: RuleKey) => rule.replace('.', '_');

type AccountRow = {
  currency_id: number;
  account_type: string;
  holders: string | number;
  total: string;
};

async function accountsByCoin(db: Db, onlyId?: number) {
  const oneCoin = onlyId === undefined ? sql`` : sql` AND currency_id = ${onlyId}`;
  const found = await rows<AccountRow>(
    db,
    sql`SELECT currency_id, account_type,
               count(*) FILTER (WHERE available + frozen > 0) AS holders,
               coalesce(sum(available + frozen), 0)::text AS total
        FROM ledger_accounts WHERE user_id IS NOT NULL${oneCoin}
        GROUP BY currency_id, account_type ORDER BY account_type`,
  );
  const byCoin = new Map<number, { type: string; holders: number; total: string }[]>();
  for (const r of found) {
    const list = byCoin.get(Number(r.currency_id)) ?? [];
    list.push({
      type: r.account_type,
      holders: Number(r.holders),
      total: toDecimalString(r.total),
    });
    byCoin.set(Number(r.currency_id), list);
  }
  return byCoin;
}

type Market = { kind: 'spot' | 'options' | 'lever'; symbol: string; enabled: boolean };

async function marketsByCoin(db: Db, coins: { id: number; symbol: string }[]) {
  const [pairs, lever] = await Promise.all([
    db.select().from(spotPairs).orderBy(asc(spotPairs.sort), asc(spotPairs.id)),
    db.select().from(leverMarkets),
  ]);
  const source = priceSource();
  return new Map(
    coins.map((c) => {
      const markets: Market[] = pairs
        .filter((p) => p.baseCurrencyId === c.id || p.quoteCurrencyId === c.id)
        .map((p) => ({ kind: 'spot', symbol: p.symbol, enabled: p.enabled }));
      if (c.id !== USDT_ID && source.supports(c.id))
        markets.push({ kind: 'options', symbol: `${c.symbol}/USDT`, enabled: true });
      const l = lever.find((m) => m.currencyId === c.id);
      if (l) markets.push({ kind: 'lever', symbol: `${c.symbol}/USDT`, enabled: l.enabled });
      return [c.id, markets];
    }),
  );
}

/**
 * Every coin (listed or not) as the console shows it, in the app's order; with `onlyId`, that one
 * coin alone (each query filtered, so a change answers without aggregating every account).
 */
export async function listAdminCoins(db: Db, onlyId?: number) {
  const one = (column: AnyPgColumn) => (onlyId === undefined ? undefined : eq(column, onlyId));
  const [coins, networks, deposit, withdraw, accounts] = await Promise.all([
    db
      .select()
      .from(currencies)
      .where(one(currencies.id))
      .orderBy(asc(currencies.sort), asc(currencies.id)),
    db
      .select()
      .from(currencyNetworks)
      .where(one(currencyNetworks.currencyId))
      .orderBy(asc(currencyNetworks.sort), asc(currencyNetworks.id)),
    db.select().from(depositTerms).where(one(depositTerms.currencyId)),
    db.select().from(withdrawRules).where(one(withdrawRules.currencyId)),
    accountsByCoin(db, onlyId),
  ]);
  const markets = await marketsByCoin(db, coins);
  const plain = (v: string | undefined) => (v === undefined ? null : toDecimalString(v));
  return coins.map((c) => {
    const d = deposit.find((t) => t.currencyId === c.id);
    const w = withdraw.find((t) => t.currencyId === c.id);
    return {
      id: c.id,
      symbol: c.symbol,
      name: c.name,
      decimals: c.decimals,
      icon_url: c.iconUrl,
      is_base: c.isBase,
      listed: c.enabled,
      networks: networks
        .filter((n) => n.currencyId === c.id)
        .map((n) => ({ network: n.network, enabled: n.enabled })),
      accounts: accounts.get(c.id) ?? [],
      markets: markets.get(c.id) ?? [],
      rules: {
        deposit_minimum: plain(d?.minAmount),
        deposit_fee_rate: plain(d?.feeRate),
        withdraw_minimum: plain(w?.minimum),
        withdraw_fee_rate: plain(w?.feeRate),
        withdraw_fee_fixed: plain(w?.feeFixed),
        withdraw_bank: w ? (w.bankEnabled ? 'on' : 'off') : null,
      },
    };
  });
}

export type AdminCoin = Awaited<ReturnType<typeof listAdminCoins>>[number];

async function adminCoin(db: Db, id: number): Promise<AdminCoin> {
  const [coin] = await listAdminCoins(db, id);
  if (!coin) throw coinFail.unknown(id);
  return coin;
}

/** The currency's row, locked until the transaction ends (404 when there is none). */
async function lockedCoin(tx: Db, id: number) {
  if (!Number.isSafeInteger(id)) throw coinFail.unknown(id);
  const [row] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
  if (!row) throw coinFail.unknown(id);
  return row;
}

/**
 * Changes the rules given (wire names; absent ones stay), all checked before any is written,
 * audited as `coin_rules.set` with the changed rules before and after. Unchanged: no audit row.
 */
export async function changeCoinRules(
  deps: Deps,
  actor: Actor,
  id: number,
  body: Record<string, unknown>,
) {
  return deps.db.transaction(async (tx) => {
    const coin = await lockedCoin(tx, id);
    const before = await rulesOf(tx, id);
    const fields: Record<string, FieldError> = {};
    const checked = [];
    const after: Partial<Record<RuleKey, string>> = {};
    for (const rule of RULE_KEYS) {
      const raw = body[wireOf(rule)];
      if (raw === undefined || raw === null) continue;
      try {
        const one = checkRule(rule, String(raw), coin);
        const value = String(raw).trim();
        const shown = rule === 'withdraw.bank' ? value : toDecimalString(value);
        if (shown === before[rule]) continue;
        checked.push(one);
        after[rule] = shown;
      } catch (error) {
        if (!(error instanceof RuleRefused)) throw error;
        fields[wireOf(rule)] = { key: error.key, params: error.params };
      }
    }
    if (Object.keys(fields).length > 0) throw coinFail.rules(fields);
    if (checked.length > 0) {
      const missing = await writeRules(tx, id, checked);
      if (missing[0]) throw coinFail.noTerms(missing[0], coin.symbol);
      const changed = Object.keys(after) as RuleKey[];
      await recordAudit(tx, deps.clock(), actor, {
        action: 'coin_rules.set',
        targetType: 'currency',
        targetId: coin.symbol,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after,
      });
    }
    return adminCoin(tx, id);
  });
}

/** Delists (hidden from new activity, balances kept) or lists again, audited. */
export async function setCoinListed(deps: Deps, actor: Actor, id: number, listed: boolean) {
  return deps.db.transaction(async (tx) => {
    const coin = await lockedCoin(tx, id);
    if (coin.enabled === listed) throw coinFail.alreadySo(listed);
    if (!listed && (coin.isBase || coin.id === USDT_ID)) throw coinFail.baseKept(coin.symbol);
    await tx.update(currencies).set({ enabled: listed }).where(eq(currencies.id, id));
    await recordAudit(tx, deps.clock(), actor, {
      action: listed ? 'coin.relist' : 'coin.delist',
      targetType: 'currency',
      targetId: coin.symbol,
      before: { listed: coin.enabled },
      after: { listed },
    });
    return adminCoin(tx, id);
  });
}
