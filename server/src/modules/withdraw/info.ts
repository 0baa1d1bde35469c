// What the withdraw page needs for one coin: balance, fee rule, minimum, today's count and the
// gates (basic KYC, fund password, addresses, bound bank card), so it can prompt before submitting.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { withdrawAddresses } from '../../db/schema/security.ts';
import { withdrawals } from '../../db/schema/withdraw.ts';
import { userAccount } from '../../ledger/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { kycStatus } from '../kyc/status.ts';
import { findUserById } from '../users/repo.ts';
import { fail } from '../../http/app-error.ts';
import { maskNumber, ownMethod } from '../bankbind/methods.ts';
import { activeHold, type WithdrawHold } from '../security/withdraw-hold.ts';
import { ARRIVAL_HOURS, DAILY_LIMIT, findRule, utcDay } from './rules.ts';

const presentHold = (hold: WithdrawHold | null) =>
  hold && { until: hold.until.toISOString(), reason: hold.reason };

export async function withdrawInfo(deps: Deps, userId: number, currencyId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw fail.unauthenticated();
  const rule = await findRule(deps.db, currencyId);
  const balance = await deps.ledger.account(userAccount(userId, currencyId));
  const [today] = await deps.db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.day, utcDay(deps.clock()))));
  const addresses = await deps.db
    .select({
      id: withdrawAddresses.id,
      network: withdrawAddresses.network,
      address: withdrawAddresses.address,
    })
    .from(withdrawAddresses)
    .where(and(eq(withdrawAddresses.userId, userId), eq(withdrawAddresses.currencyId, currencyId)))
    .orderBy(desc(withdrawAddresses.id));
  const card = await ownMethod(deps.db, userId, 'bank');
  return {
    currency_id: rule.currencyId,
    currency: rule.symbol,
    decimals: rule.decimals,
    available: toDecimalString(balance.available),
    frozen: toDecimalString(balance.frozen),
    fee_rate: toDecimalString(rule.feeRate),
    fee_fixed: toDecimalString(rule.feeFixed),
    minimum: toDecimalString(rule.minimum),
    today_count: Number(today?.n ?? 0),
    daily_limit: DAILY_LIMIT,
    arrival_hours: ARRIVAL_HOURS,
    kyc_status: (await kycStatus(deps.db, userId)).basic.status,
    fund_password_set: user.fundPasswordHash !== null,
    withdraw_hold: presentHold(activeHold(user, deps.clock())),
    addresses,
    bank_enabled: rule.bankEnabled,
    bank_card: card
      ? {
          bank_name: card.bankName!,
          card_number: maskNumber(card.cardNumber!),
          cardholder: card.cardholder!,
        }
      : null,
  };
}
