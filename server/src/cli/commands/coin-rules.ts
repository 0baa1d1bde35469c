import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { depositTerms } from '../../db/schema/deposit.ts';
import { withdrawRules } from '../../db/schema/withdraw.ts';
import { parseDecimal, toDecimalString } from '../../lib/decimal.ts';
import { cliActor, recordAudit } from '../../modules/audit/audit.ts';
import { UsageError, type Command } from '../commands.ts';
import { findCurrency } from './credit.ts';

// `coin-rules list | set <coin> <rule> <value>`: the per-coin deposit and withdrawal terms that
// the deposit and withdraw pages show and the server enforces (minimums, fees, bank payout).

const USAGE =
  'usage: coin-rules list | coin-rules set <coin> <rule> <value>\n' +
  '  rules: deposit.minimum, deposit.fee_rate, withdraw.minimum, withdraw.fee_rate, withdraw.fee_fixed, withdraw.bank (on|off)';

/** An amount of the coin (minimum, fixed fee): zero or more, within the coin's decimals. */
function amountOf(value: string, { decimals, symbol }: Coin): string {
  try {
    const amount = parseDecimal(value, decimals);
    if (amount.lt(0)) throw new Error('negative');
    return amount.toFixed();
  } catch {
    throw new UsageError(
      `${value} is not an amount of ${symbol} (0 or more, at most ${decimals} decimals)`,
    );
  }
}

/** A fee rate: at least 0 and below 1 (a fee can never take the whole amount). */
function rateOf(value: string): string {
  try {
    const rate = parseDecimal(value, 8);
    if (rate.lt(0) || rate.gte(1)) throw new Error('out of range');
    return rate.toFixed();
  } catch {
    throw new UsageError(`${value} is not a fee rate (from 0 up to, not including, 1; e.g. 0.001)`);
  }
}

function switchOf(value: string): boolean {
  if (value !== 'on' && value !== 'off') throw new UsageError('withdraw.bank is on or off');
  return value === 'on';
}

const listRules: Command = async ({ database }) => {
  const rows = await database.db
    .select({
      symbol: currencies.symbol,
      depositMin: depositTerms.minAmount,
      depositFee: depositTerms.feeRate,
      withdrawMin: withdrawRules.minimum,
      withdrawRate: withdrawRules.feeRate,
      withdrawFixed: withdrawRules.feeFixed,
      bank: withdrawRules.bankEnabled,
    })
    .from(currencies)
    .leftJoin(depositTerms, eq(depositTerms.currencyId, currencies.id))
    .leftJoin(withdrawRules, eq(withdrawRules.currencyId, currencies.id))
    .orderBy(asc(currencies.sort), asc(currencies.id));
  const show = (value: string | null) => (value === null ? '-' : toDecimalString(value));
  const lines = rows.map((r) =>
    [
      r.symbol.padEnd(6),
      `deposit min ${show(r.depositMin)} fee ${show(r.depositFee)}`,
      `withdraw min ${show(r.withdrawMin)} fee ${show(r.withdrawRate)} + ${show(r.withdrawFixed)}`,
      `bank ${r.bank === null ? '-' : r.bank ? 'on' : 'off'}`,
    ].join(' | '),
  );
  return { output: lines.join('\n'), exitCode: 0 };
};

type Coin = { id: number; decimals: number; symbol: string };

/** A coin's rules as `coin-rules set` names them (the audit log's "before"). */
async function listRulesOf(db: Db, currencyId: number): Promise<Record<string, unknown>> {
  const [d] = await db.select().from(depositTerms).where(eq(depositTerms.currencyId, currencyId));
  const [w] = await db.select().from(withdrawRules).where(eq(withdrawRules.currencyId, currencyId));
  return {
    'deposit.minimum': d?.minAmount ?? null,
    'deposit.fee_rate': d?.feeRate ?? null,
    'withdraw.minimum': w?.minimum ?? null,
    'withdraw.fee_rate': w?.feeRate ?? null,
    'withdraw.fee_fixed': w?.feeFixed ?? null,
    'withdraw.bank': w ? (w.bankEnabled ? 'on' : 'off') : null,
  };
}
type Values<T extends typeof depositTerms | typeof withdrawRules> = Partial<T['$inferInsert']>;

/** A rule of the deposit terms: the column values a given text sets (or a usage error). */
const deposit = (values: (text: string, coin: Coin) => Values<typeof depositTerms>) => ({
  family: 'deposit',
  update: (db: Db, text: string, coin: Coin) =>
    db
      .update(depositTerms)
      .set(values(text, coin))
      .where(eq(depositTerms.currencyId, coin.id))
      .returning({ id: depositTerms.currencyId }),
});

/** A rule of the withdrawal terms, likewise. */
const withdraw = (values: (text: string, coin: Coin) => Values<typeof withdrawRules>) => ({
  family: 'withdraw',
  update: (db: Db, text: string, coin: Coin) =>
    db
      .update(withdrawRules)
      .set(values(text, coin))
      .where(eq(withdrawRules.currencyId, coin.id))
      .returning({ id: withdrawRules.currencyId }),
});

const RULES = {
  'deposit.minimum': deposit((v, c) => ({ minAmount: amountOf(v, c) })),
  'deposit.fee_rate': deposit((v) => ({ feeRate: rateOf(v) })),
  'withdraw.minimum': withdraw((v, c) => ({ minimum: amountOf(v, c) })),
  'withdraw.fee_rate': withdraw((v) => ({ feeRate: rateOf(v) })),
  'withdraw.fee_fixed': withdraw((v, c) => ({ feeFixed: amountOf(v, c) })),
  'withdraw.bank': withdraw((v) => ({ bankEnabled: switchOf(v) })),
};

export const coinRulesCommand: Command = async (context, args) => {
  const [action, coin, rule, value] = args;
  if (action === 'list') return listRules(context, [], {});
  if (action !== 'set' || !coin || !rule || value === undefined) throw new UsageError(USAGE);
  if (!Object.hasOwn(RULES, rule)) throw new UsageError(`unknown rule ${rule}\n${USAGE}`);
  const { db } = context.database;
  const currency = await findCurrency(db, coin);
  const { family, update } = RULES[rule as keyof typeof RULES];
  await db.transaction(async (tx) => {
    const before = (await listRulesOf(tx, currency.id))[rule as keyof typeof RULES];
    const changed = await update(tx, value, currency);
    if (changed.length === 0) throw new UsageError(`${currency.symbol} has no ${family} terms`);
    await recordAudit(tx, context.clock(), cliActor(), {
      action: 'coin_rules.set',
      targetType: 'currency',
      targetId: currency.symbol,
      before: { [rule]: before },
      after: { [rule]: value },
    });
  });
  return { output: `${currency.symbol} ${rule} = ${value}`, exitCode: 0 };
};
