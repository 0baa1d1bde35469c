// Per-coin withdrawal rules (fee, minimum, bank payout) and the fee arithmetic.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { withdrawRules } from '../../db/schema/withdraw.ts';
import { Money, roundCredit, roundFee, type Decimal } from '../../lib/decimal.ts';
import type { Seed } from '../seed/seed.ts';
import { withdrawFail } from './errors.ts';

/** Spec section 9: at most 3 applications per user per (UTC) day; arrival within 12 hours. */
export const DAILY_LIMIT = 3;
export const ARRIVAL_HOURS = 12;

export interface WithdrawRule {
  currencyId: number;
  symbol: string;
  decimals: number;
  feeRate: string;
  feeFixed: string;
  minimum: string;
  bankEnabled: boolean;
}

// currency_id -> [fee rate, fixed fee, minimum, bank payout]
const RULES: [number, string, string, string, boolean][] = [
  [3, '0.001', '1', '10', true], // USDT
  [1, '0', '0.0002', '0.001', false], // BTC
  [2, '0', '0.003', '0.01', false], // ETH
  [4, '0', '0.001', '0.02', false], // BNB
  [5, '0', '1', '20', false], // TRX
  [6, '0', '0.01', '0.1', false], // SOL
];

export const withdrawRulesSeed: Seed = {
  name: 'withdraw-rules',
  async run({ db }) {
    const rows = RULES.map(([currencyId, feeRate, feeFixed, minimum, bankEnabled]) => ({
      currencyId,
      feeRate,
      feeFixed,
      minimum,
      bankEnabled,
    }));
    await db.insert(withdrawRules).values(rows).onConflictDoNothing();
  },
};

export async function findRule(db: Db, currencyId: number): Promise<WithdrawRule> {
  const [row] = await db
    .select({
      currencyId: withdrawRules.currencyId,
      symbol: currencies.symbol,
      decimals: currencies.decimals,
      feeRate: withdrawRules.feeRate,
      feeFixed: withdrawRules.feeFixed,
      minimum: withdrawRules.minimum,
      bankEnabled: withdrawRules.bankEnabled,
      enabled: currencies.enabled,
    })
    .from(withdrawRules)
    .innerJoin(currencies, eq(currencies.id, withdrawRules.currencyId))
    .where(eq(withdrawRules.currencyId, currencyId));
  if (!row || !row.enabled) throw withdrawFail.coinUnavailable();
  return row;
}

/** Fee rounded up, amount received rounded down (to the coin's decimals). */
export function feeOf(rule: WithdrawRule, amount: Decimal): { fee: Decimal; receive: Decimal } {
  const fee = roundFee(new Money(amount).times(rule.feeRate).plus(rule.feeFixed), rule.decimals);
  return { fee, receive: roundCredit(new Money(amount).minus(fee), rule.decimals) };
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
