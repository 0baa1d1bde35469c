import { asc, eq } from 'drizzle-orm';
import { currencies } from '../../db/schema/core.ts';
import { depositTerms } from '../../db/schema/deposit.ts';
import { withdrawRules } from '../../db/schema/withdraw.ts';
import { t } from '../../i18n/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { cliActor, recordAudit } from '../../modules/audit/audit.ts';
import {
  checkRule,
  isRuleKey,
  RuleRefused,
  rulesOf,
  writeRules,
} from '../../modules/coins/rules.ts';
import { UsageError, type Command } from '../commands.ts';
import { findCurrency } from './credit.ts';

// `coin-rules list | set <coin> <rule> <value>`: the per-coin deposit and withdrawal terms that
// the deposit and withdraw pages show and the server enforces (minimums, fees, bank payout).

const USAGE =
  'usage: coin-rules list | coin-rules set <coin> <rule> <value>\n' +
  '  rules: deposit.minimum, deposit.fee_rate, withdraw.minimum, withdraw.fee_rate, withdraw.fee_fixed, withdraw.bank (on|off)';

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
  if (!isRuleKey(rule)) throw new UsageError(`unknown rule ${rule}\n${USAGE}`);
  const { db } = context.database;
  const currency = await findCurrency(db, coin);
  let checked;
  try {
    checked = checkRule(rule, value, currency);
  } catch (error) {
    if (error instanceof RuleRefused) throw new UsageError(t('en', error.key, error.params));
    throw error;
  }
  await db.transaction(async (tx) => {
    const before = (await rulesOf(tx, currency.id))[rule];
    const missing = await writeRules(tx, currency.id, [checked]);
    if (missing.length > 0) throw new UsageError(`${currency.symbol} has no ${missing[0]} terms`);
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
