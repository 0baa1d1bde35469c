// The per-coin deposit and withdrawal rules (minimums, fee rates, fixed fee, bank payout) that the
// deposit and withdraw pages show and the server enforces. One set of checks and one writer for
// both the CLI (`coin-rules`) and the console (PUT /admin/coins/{id}/rules).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { depositTerms } from '../../db/schema/deposit.ts';
import { withdrawRules } from '../../db/schema/withdraw.ts';
import type { MessageKey, MessageParams } from '../../i18n/index.ts';
import { parseDecimal, toDecimalString } from '../../lib/decimal.ts';

export const RULE_KEYS = [
  'deposit.minimum',
  'deposit.fee_rate',
  'withdraw.minimum',
  'withdraw.fee_rate',
  'withdraw.fee_fixed',
  'withdraw.bank',
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];
export type RuleCoin = { id: number; decimals: number; symbol: string };
export type CoinRules = Record<RuleKey, string | null>;

/** A value a rule does not accept: the reason as a message key of the catalog. */
export class RuleRefused extends Error {
  readonly key: MessageKey;
  readonly params: MessageParams;
  constructor(key: MessageKey, params: MessageParams) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

/** An amount of the coin (a fixed fee): zero or more, within the coin's decimals. */
function amountOf(value: string, { decimals, symbol }: RuleCoin): string {
  try {
    const amount = parseDecimal(value, decimals);
    if (amount.lt(0)) throw new Error('negative');
    return amount.toFixed();
  } catch {
    throw new RuleRefused('coin.rule.amount', { value, symbol, decimals });
  }
}

/** A minimum (deposit, withdrawal): above 0, within the coin's decimals (the tables' checks). */
function minimumOf(value: string, { decimals, symbol }: RuleCoin): string {
  try {
    const amount = parseDecimal(value, decimals);
    if (amount.lte(0)) throw new Error('not above 0');
    return amount.toFixed();
  } catch {
    throw new RuleRefused('coin.rule.minimum', { value, symbol, decimals });
  }
}

/** A fee rate: at least 0 and below 1 (a fee can never take the whole amount). */
function rateOf(value: string): string {
  try {
    const rate = parseDecimal(value, 8);
    if (rate.lt(0) || rate.gte(1)) throw new Error('out of range');
    return rate.toFixed();
  } catch {
    throw new RuleRefused('coin.rule.rate', { value });
  }
}

function switchOf(value: string): boolean {
  if (value !== 'on' && value !== 'off') throw new RuleRefused('coin.rule.bank', { value });
  return value === 'on';
}

type DepositValues = Partial<typeof depositTerms.$inferInsert>;
type WithdrawValues = Partial<typeof withdrawRules.$inferInsert>;
type Checked =
  { family: 'deposit'; values: DepositValues } | { family: 'withdraw'; values: WithdrawValues };

const CHECKS: Record<RuleKey, (value: string, coin: RuleCoin) => Checked> = {
  'deposit.minimum': (v, c) => ({ family: 'deposit', values: { minAmount: minimumOf(v, c) } }),
  'deposit.fee_rate': (v) => ({ family: 'deposit', values: { feeRate: rateOf(v) } }),
  'withdraw.minimum': (v, c) => ({ family: 'withdraw', values: { minimum: minimumOf(v, c) } }),
  'withdraw.fee_rate': (v) => ({ family: 'withdraw', values: { feeRate: rateOf(v) } }),
  'withdraw.fee_fixed': (v, c) => ({ family: 'withdraw', values: { feeFixed: amountOf(v, c) } }),
  'withdraw.bank': (v) => ({ family: 'withdraw', values: { bankEnabled: switchOf(v) } }),
};

export const isRuleKey = (key: string): key is RuleKey => Object.hasOwn(CHECKS, key);

/** The checked column values of one rule, or a RuleRefused. */
export const checkRule = (rule: RuleKey, value: string, coin: RuleCoin) =>
  CHECKS[rule](value.trim(), coin);

/** A coin's rules as `coin-rules set` names them, plain decimals (null: no terms of that family). */
export async function rulesOf(db: Db, currencyId: number): Promise<CoinRules> {
  const [d] = await db.select().from(depositTerms).where(eq(depositTerms.currencyId, currencyId));
  const [w] = await db.select().from(withdrawRules).where(eq(withdrawRules.currencyId, currencyId));
  const plain = (value: string | undefined) =>
    value === undefined ? null : toDecimalString(value);
  return {
    'deposit.minimum': plain(d?.minAmount),
    'deposit.fee_rate': plain(d?.feeRate),
    'withdraw.minimum': plain(w?.minimum),
    'withdraw.fee_rate': plain(w?.feeRate),
    'withdraw.fee_fixed': plain(w?.feeFixed),
    'withdraw.bank': w ? (w.bankEnabled ? 'on' : 'off') : null,
  };
}

/** Writes checked rules; the families the coin has no terms of are returned (nothing written). */
export async function writeRules(db: Db, coinId: number, checked: Checked[]) {
  const deposit = Object.assign(
    {},
    ...checked.filter((c) => c.family === 'deposit').map((c) => c.values),
  ) as DepositValues;
  const withdraw = Object.assign(
    {},
    ...checked.filter((c) => c.family === 'withdraw').map((c) => c.values),
  ) as WithdrawValues;
  const missing: ('deposit' | 'withdraw')[] = [];
  if (Object.keys(deposit).length > 0) {
    const done = await db
      .update(depositTerms)
      .set(deposit)
      .where(eq(depositTerms.currencyId, coinId))
      .returning({ id: depositTerms.currencyId });
    if (done.length === 0) missing.push('deposit');
  }
  if (Object.keys(withdraw).length > 0) {
    const done = await db
      .update(withdrawRules)
      .set(withdraw)
      .where(eq(withdrawRules.currencyId, coinId))
      .returning({ id: withdrawRules.currencyId });
    if (done.length === 0) missing.push('withdraw');
  }
  return missing;
}
