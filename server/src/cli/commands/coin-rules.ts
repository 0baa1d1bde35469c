import { asc, eq } from 'drizzle-orm';
import { currencies } from '../../db/schema/core.ts';
import { depositTerms } from '../../db/schema/deposit.ts';
import { withdrawRules } from '../../db/schema/withdraw.ts';
import { parseDecimal, toDecimalString } from '../../lib/decimal.ts';
import { UsageError, type Command } from '../commands.ts';
import { findCurrency } from './credit.ts';

// `coin-rules list | set <coin> <rule> <value>`: the per-coin deposit and withdrawal terms that
// the deposit and withdraw pages show and the server enforces (minimums, fees, bank payout).

const USAGE =
  'usage: coin-rules list | coin-rules set <coin> <rule> <value>\n' +
  '  rules: deposit.minimum, deposit.fee_rate, withdraw.minimum, withdraw.fee_rate, withdraw.fee_fixed, withdraw.bank (on|off)';

type Rule =
  | 'deposit.minimum'
  | 'deposit.fee_rate'
  | 'withdraw.minimum'
  | 'withdraw.fee_rate'
  | 'withdraw.fee_fixed'
  | 'withdraw.bank';
const RULES: readonly Rule[] = [
  'deposit.minimum',
  'deposit.fee_rate',
  'withdraw.minimum',
  'withdraw.fee_rate',
  'withdraw.fee_fixed',
  'withdraw.bank',
];

/** An amount of the coin (minimum, fixed fee): zero or more, within the coin's decimals. */
function amountOf(value: string, decimals: number, symbol: string): string {
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

export const coinRulesCommand: Command = async (context, args) => {
  const [action, coin, rule, value] = args;
  if (action === 'list') return listRules(context, [], {});
  if (action !== 'set' || !coin || !rule || value === undefined) throw new UsageError(USAGE);
  if (!(RULES as readonly string[]).includes(rule))
    throw new UsageError(`unknown rule ${rule}\n${USAGE}`);
  const { db } = context.database;
  const currency = await findCurrency(db, coin);
  const [family] = rule.split('.') as ['deposit' | 'withdraw'];
  const table = family === 'deposit' ? depositTerms : withdrawRules;
  const [exists] = await db.select().from(table).where(eq(table.currencyId, currency.id));
  if (!exists) throw new UsageError(`${currency.symbol} has no ${family} terms`);

  const amount = () => amountOf(value, currency.decimals, currency.symbol);
  const changes: Record<Rule, () => Promise<unknown>> = {
    'deposit.minimum': () =>
      db
        .update(depositTerms)
        .set({ minAmount: amount() })
        .where(eq(depositTerms.currencyId, currency.id)),
    'deposit.fee_rate': () =>
      db
        .update(depositTerms)
        .set({ feeRate: rateOf(value) })
        .where(eq(depositTerms.currencyId, currency.id)),
    'withdraw.minimum': () =>
      db
        .update(withdrawRules)
        .set({ minimum: amount() })
        .where(eq(withdrawRules.currencyId, currency.id)),
    'withdraw.fee_rate': () =>
      db
        .update(withdrawRules)
        .set({ feeRate: rateOf(value) })
        .where(eq(withdrawRules.currencyId, currency.id)),
    'withdraw.fee_fixed': () =>
      db
        .update(withdrawRules)
        .set({ feeFixed: amount() })
        .where(eq(withdrawRules.currencyId, currency.id)),
    'withdraw.bank': () => {
      if (value !== 'on' && value !== 'off') throw new UsageError('withdraw.bank is on or off');
      return db
        .update(withdrawRules)
        .set({ bankEnabled: value === 'on' })
        .where(eq(withdrawRules.currencyId, currency.id));
    },
  };
  await changes[rule as Rule]();
  return { output: `${currency.symbol} ${rule} = ${value}`, exitCode: 0 };
};
