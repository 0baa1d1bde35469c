import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { ACCOUNT_TYPES, userAccount, type AccountType } from '../../ledger/index.ts';
import { parseAmount } from '../../lib/decimal.ts';
import { cliActor, recordAudit } from '../../modules/audit/audit.ts';
import { UsageError, type Command } from '../commands.ts';

async function findUser(db: Db, who: string) {
  const byId = /^\d+$/.test(who) ? eq(authUsers.id, Number(who)) : undefined;
  const [user] = await db
    .select({ id: authUsers.id, email: authUsers.email, phone: authUsers.phone })
    .from(authUsers)
    .where(byId ?? eq(authUsers.email, who.trim().toLowerCase()));
  if (!user) throw new UsageError(`no user ${who}`);
  return user;
}

/** A currency by symbol (any case) or id; an operator mistake otherwise. */
export async function findCurrency(db: Db, which: string) {
  const byId = /^\d+$/.test(which) ? eq(currencies.id, Number(which)) : undefined;
  const [currency] = await db
    .select()
    .from(currencies)
    .where(or(byId, eq(currencies.symbol, which.toUpperCase())));
  if (!currency) throw new UsageError(`no currency ${which}`);
  return currency;
}

/** `credit <user> <currency> <amount>`: an external inflow (like a deposit) through the ledger. */
export const creditCommand: Command = async (
  { database, ledger, clock },
  [who, which, amountText],
  flags,
) => {
  if (!who || !which || !amountText)
    throw new UsageError('usage: credit <user-email-or-id> <currency> <amount> [--account spot]');
  const type = (flags.account ?? 'spot') as AccountType;
  if (!ACCOUNT_TYPES.includes(type))
    throw new UsageError(`--account must be one of ${ACCOUNT_TYPES.join(', ')}`);
  const user = await findUser(database.db, who);
  const currency = await findCurrency(database.db, which);
  let amount: string;
  try {
    amount = parseAmount(amountText, currency.decimals).toFixed();
  } catch (err) {
    throw new UsageError(
      `amount: ${(err as Error).message} (at most ${currency.decimals} decimals for ${currency.symbol})`,
    );
  }
  // A fresh key per invocation unless the operator passes one to make a retry safe.
  const key = flags.key ?? `operator:credit:${randomUUID()}`;
  // The credit and its audit record commit together; a replayed key changes (and records) nothing.
  const result = await ledger.run(async (tx) => {
    const before = await tx.account(userAccount(user.id, currency.id, type));
    const entry = await tx.credit({
      userId: user.id,
      currencyId: currency.id,
      amount,
      type,
      key,
      kind: 'operator_credit',
    });
    if (!entry.replayed) {
      await recordAudit(tx.db, clock(), cliActor(), {
        action: 'balance.credit',
        targetType: 'user',
        targetId: String(user.id),
        before: { [`${type}.${currency.symbol}`]: before.available },
        after: { credited: amount, entry_id: entry.id },
      });
    }
    return entry;
  });
  const balance = await ledger.account(userAccount(user.id, currency.id, type));
  const replay = result.replayed ? ' (already applied earlier: nothing changed)' : '';
  return {
    output: `Credited ${amount} ${currency.symbol} to user ${user.id} (${user.email ?? user.phone}) ${type}${replay}.\nBalance: ${balance.available} available, ${balance.frozen} frozen.`,
    exitCode: 0,
  };
};
