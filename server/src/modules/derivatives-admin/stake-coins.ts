// The console's option stake coins (`option_payable_currencies`): the coins a stake may be paid in,
// each with its minimum stake, enabled or disabled, with the orders still waiting in it. The app
// reads the table per request (options/config.ts `listPayable`: enabled and listed coins only), and
// an order keeps the coin it was staked in (settlement pays in `option_orders.currency_id`), so a
// disabled coin only stops new orders. A delisted coin can be neither added nor enabled. Each
// change and its audit row (before, after) commit together, the stake coin's row locked meanwhile.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { optionOrders, optionPayableCurrencies } from '../../db/schema/derivatives.ts';
import type { FieldError } from '../../http/app-error.ts';
import type { Deps } from '../../http/context.ts';
import { decimal, whole } from '../../http/form-fields.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { derivativesFail } from './errors.ts';

export type StakeCoinState = 'enabled' | 'disabled';
export interface StakeCoinInput {
  currency_id?: string | number;
  min_amount?: string;
}

type StakeRow = typeof optionPayableCurrencies.$inferSelect;
type Coin = { id: number; symbol: string; decimals: number; listed: boolean };
type Waiting = { openOrders: number; staked: string };
const NONE: Waiting = { openOrders: 0, staked: '0' };
/** numeric(38, 18): at most 20 digits before the point. */
const MAX_AMOUNT = '1e20';

const coinColumns = {
  id: currencies.id,
  symbol: currencies.symbol,
  decimals: currencies.decimals,
  listed: currencies.enabled,
};

export function presentStakeCoin(row: StakeRow, coin: Coin, waiting: Waiting) {
  return {
    currency_id: row.currencyId,
    currency: coin.symbol,
    decimals: coin.decimals,
    coin_listed: coin.listed,
    min_amount: toDecimalString(row.minAmount),
    state: (row.enabled ? 'enabled' : 'disabled') as StakeCoinState,
    open_orders: waiting.openOrders,
    staked: toDecimalString(waiting.staked),
  };
}

/** Orders still waiting for delivery and their stakes, per coin. */
async function waitingBy(db: Db, id?: number): Promise<Map<number, Waiting>> {
  const waiting = eq(optionOrders.status, 'waiting');
  const rows = await db
    .select({
      currencyId: optionOrders.currencyId,
      n: sql<number>`count(*)::int`,
      staked: sql<string>`coalesce(sum(${optionOrders.quantity}), 0)::text`,
    })
    .from(optionOrders)
    .where(id === undefined ? waiting : and(waiting, eq(optionOrders.currencyId, id)))
    .groupBy(optionOrders.currencyId);
  return new Map(rows.map((r) => [r.currencyId, { openOrders: Number(r.n), staked: r.staked }]));
}

/** The stake coins, and the listed coins that are not stake coins yet (the console's choices). */
export async function listAdminStakeCoins(db: Db) {
  const rows = await db
    .select({ stake: optionPayableCurrencies, coin: coinColumns })
    .from(optionPayableCurrencies)
    .innerJoin(currencies, eq(currencies.id, optionPayableCurrencies.currencyId))
    .orderBy(asc(currencies.sort), asc(currencies.id));
  const waiting = await waitingBy(db);
  const addable = await db
    .select({
      currency_id: currencies.id,
      currency: currencies.symbol,
      decimals: currencies.decimals,
    })
    .from(currencies)
    .leftJoin(optionPayableCurrencies, eq(optionPayableCurrencies.currencyId, currencies.id))
    .where(and(eq(currencies.enabled, true), isNull(optionPayableCurrencies.currencyId)))
    .orderBy(asc(currencies.sort), asc(currencies.id));
  return {
    items: rows.map((r) =>
      presentStakeCoin(r.stake, r.coin, waiting.get(r.stake.currencyId) ?? NONE),
    ),
    addable,
  };
}

export async function adminStakeCoin(db: Db, id: number) {
  const [row] = await db
    .select({ stake: optionPayableCurrencies, coin: coinColumns })
    .from(optionPayableCurrencies)
    .innerJoin(currencies, eq(currencies.id, optionPayableCurrencies.currencyId))
    .where(eq(optionPayableCurrencies.currencyId, id));
  if (!row) throw derivativesFail.stakeCoinUnknown(id);
  return presentStakeCoin(row.stake, row.coin, (await waitingBy(db, id)).get(id) ?? NONE);
}

async function lockStakeCoin(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(optionPayableCurrencies)
    .where(eq(optionPayableCurrencies.currencyId, id))
    .for('update');
  if (!row) throw derivativesFail.stakeCoinUnknown(id);
  return row;
}

async function coinById(db: Db, id: number): Promise<Coin | undefined> {
  const [coin] = await db.select(coinColumns).from(currencies).where(eq(currencies.id, id));
  return coin;
}

/** A minimum stake above 0 with at most the coin's decimals; the refused field otherwise. */
function minAmountOf(input: unknown, coin: Coin | undefined) {
  const places = coin?.decimals ?? 18;
  const value = decimal(input, places);
  if (value && value.gt(0) && value.lt(MAX_AMOUNT)) return { value: value.toFixed() };
  const field: FieldError = {
    key: 'derivatives.field.stake_min_amount',
    params: { places, currency: coin?.symbol ?? '-' },
  };
  return { field };
}

/**
 * A listed coin becomes a stake coin, enabled: the app offers it at once. Every field is checked
 * before anything is written (400, 2711); a delisted coin 409 (2713), a stake coin already 409 (2712).
 */
export async function createStakeCoin(deps: Deps, actor: Actor, input: StakeCoinInput) {
  const fields: Record<string, FieldError> = {};
  const asked = String(input.currency_id ?? '').trim();
  const id = whole(asked, 1, 2_147_483_647);
  const coin = id === null ? undefined : await coinById(deps.db, id);
  if (!coin)
    fields.currency_id = {
      key: 'derivatives.field.stake_coin',
      params: { currency: asked || '-' },
    };
  const min = minAmountOf(input.min_amount, coin);
  if (min.field) fields.min_amount = min.field;
  if (Object.keys(fields).length > 0) throw derivativesFail.stakeCoinFields(fields);
  if (!coin!.listed) throw derivativesFail.stakeCoinDelisted(coin!.symbol);
  return deps.db.transaction(async (tx) => {
    // One statement decides: two adds of one coin at once get 200 and 409, never a key error.
    const added = await tx
      .insert(optionPayableCurrencies)
      .values({ currencyId: coin!.id, minAmount: min.value!, enabled: true })
      .onConflictDoNothing()
      .returning({ id: optionPayableCurrencies.currencyId });
    if (added.length === 0) throw derivativesFail.stakeCoinExists(coin!.symbol);
    const after = await adminStakeCoin(tx, coin!.id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'option_stake_coin.create',
      targetType: 'option_stake_coin',
      targetId: String(coin!.id),
      before: null,
      after,
    });
    return after;
  });
}

/** A new minimum stake for new orders; orders already placed are not touched. */
export async function updateStakeCoin(deps: Deps, actor: Actor, id: number, input: StakeCoinInput) {
  return deps.db.transaction(async (tx) => {
    await lockStakeCoin(tx, id);
    const before = await adminStakeCoin(tx, id);
    const min = minAmountOf(input.min_amount, {
      id,
      symbol: before.currency,
      decimals: before.decimals,
      listed: before.coin_listed,
    });
    if (min.field) throw derivativesFail.stakeCoinFields({ min_amount: min.field });
    await tx
      .update(optionPayableCurrencies)
      .set({ minAmount: min.value! })
      .where(eq(optionPayableCurrencies.currencyId, id));
    const after = await adminStakeCoin(tx, id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'option_stake_coin.update',
      targetType: 'option_stake_coin',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}

/**
 * Enabled (offered in the app while the coin is listed) or disabled (left out of the app's payable
 * coins, new orders refused; waiting orders settle in it as before). A delisted coin cannot be
 * enabled (409, 2713); disabling it is always allowed.
 */
export async function setStakeCoinState(
  deps: Deps,
  actor: Actor,
  id: number,
  state: StakeCoinState,
) {
  return deps.db.transaction(async (tx) => {
    await lockStakeCoin(tx, id);
    const before = await adminStakeCoin(tx, id);
    if (state === 'enabled' && !before.coin_listed)
      throw derivativesFail.stakeCoinDelisted(before.currency);
    await tx
      .update(optionPayableCurrencies)
      .set({ enabled: state === 'enabled' })
      .where(eq(optionPayableCurrencies.currencyId, id));
    const after = await adminStakeCoin(tx, id);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'option_stake_coin.state',
      targetType: 'option_stake_coin',
      targetId: String(id),
      before,
      after,
    });
    return after;
  });
}
