// A new coin from the console: symbol (unique), name, decimals (0-18) and its networks (its icon
// is uploaded afterwards, icon.ts). It starts delisted, with fees of zero, minimums of the smallest unit and bank
// payout off, so that an operator sets its rules before listing it. Audited as `coin.create`.
import { currencyNetworks } from '../../db/schema/auth.ts';
import { currencies } from '../../db/schema/core.ts';
import { depositTerms } from '../../db/schema/deposit.ts';
import { withdrawRules } from '../../db/schema/withdraw.ts';
import type { FieldError } from '../../http/app-error.ts';
import type { Deps } from '../../http/context.ts';
import { rows, sql } from '../../ledger/sql.ts';
import { recordAudit, type Actor } from '../audit/audit.ts';
import { createFail } from './admin-errors.ts';
import { listAdminCoins } from './admin.ts';

export interface NewCoinForm {
  symbol?: string;
  name?: string;
  decimals?: string | number;
  networks?: string;
}

const SYMBOL = /^[A-Z0-9]{2,10}$/;
const NETWORK = /^[A-Z0-9]{2,16}$/;
const NAME_MAX = 50;

/** The checked coin, or a 400 naming each field refused. */
export function parseNewCoin(form: NewCoinForm) {
  const fields: Record<string, FieldError> = {};
  const symbol = String(form.symbol ?? '')
    .trim()
    .toUpperCase();
  if (!SYMBOL.test(symbol)) fields.symbol = { key: 'coin.field.symbol' };
  const name = String(form.name ?? '').trim();
  if (name.length < 1 || name.length > NAME_MAX) fields.name = { key: 'coin.field.name' };
  const decimalsText = String(form.decimals ?? '').trim();
  const decimals = Number(decimalsText);
  if (!/^\d{1,2}$/.test(decimalsText) || decimals > 18)
    fields.decimals = { key: 'coin.field.decimals' };
  const networks = [
    ...new Set(
      String(form.networks ?? '')
        .split(',')
        .map((n) => n.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  if (networks.some((n) => !NETWORK.test(n))) fields.networks = { key: 'coin.field.networks' };
  if (Object.keys(fields).length > 0) throw createFail.fields(fields);
  return { symbol, name, decimals, networks };
}

export async function createCoin(deps: Deps, actor: Actor, form: NewCoinForm) {
  const coin = parseNewCoin(form);
  return deps.db.transaction(async (tx) => {
    // One creation at a time (ids are the next integer; the API names coins by id).
    await rows(tx, sql`SELECT pg_advisory_xact_lock(hashtext('currencies.create'))`);
    const taken = await rows(
      tx,
      sql`SELECT 1 FROM currencies WHERE upper(symbol) = ${coin.symbol}`,
    );
    if (taken.length > 0) throw createFail.symbolTaken(coin.symbol);
    const [next] = await rows<{ id: number | string; sort: number | string }>(
      tx,
      sql`SELECT coalesce(max(id), 0) + 1 AS id, coalesce(max(sort), 0) + 1 AS sort FROM currencies`,
    );
    const id = Number(next!.id);
    const sort = Number(next!.sort);
    await tx.insert(currencies).values({
      id,
      symbol: coin.symbol,
      name: coin.name,
      decimals: coin.decimals,
      sort,
      enabled: false,
    });
    if (coin.networks.length > 0)
      await tx
        .insert(currencyNetworks)
        .values(coin.networks.map((network, i) => ({ currencyId: id, network, sort: i + 1 })));
    // The smallest unit is the least minimum the tables allow (minimums are above 0).
    const unit = coin.decimals === 0 ? '1' : `0.${'0'.repeat(coin.decimals - 1)}1`;
    await tx.insert(depositTerms).values({ currencyId: id, minAmount: unit, feeRate: '0' });
    await tx
      .insert(withdrawRules)
      .values({ currencyId: id, minimum: unit, feeRate: '0', feeFixed: '0', bankEnabled: false });
    const [created] = await listAdminCoins(tx, id);
    if (!created) throw new Error(`coin ${id} vanished in its own transaction`);
    await recordAudit(tx, deps.clock(), actor, {
      action: 'coin.create',
      targetType: 'currency',
      targetId: coin.symbol,
      before: null,
      after: {
        symbol: created.symbol,
        name: created.name,
        decimals: created.decimals,
        networks: coin.networks,
        listed: false,
      },
    });
    return created;
  });
}
