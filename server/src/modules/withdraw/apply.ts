// A withdrawal application: gates (basic KYC, fund password, destination), amount rules, then in ONE
// ledger transaction the record and the freeze of its whole amount (fee included). The daily limit
// is counted inside that transaction and enforced again by a unique (user, day, day_seq) index.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../http/context.ts';
import { sendSecurityMail } from '../security-mail/send.ts';
import { fail } from '../../http/app-error.ts';
import { withdrawAddresses } from '../../db/schema/security.ts';
import { withdrawals } from '../../db/schema/withdraw.ts';
import { InsufficientFunds, userAccount } from '../../ledger/index.ts';
import { InvalidDecimal, Money, parseAmount, toDecimalString } from '../../lib/decimal.ts';
import { kycStatus } from '../kyc/status.ts';
import { assertFundPassword, fundPasswordNotSet } from '../security/fund-password.ts';
import { assertStepUp } from '../second-factor/step-up.ts';
import { activeHold, withdrawHeld } from '../security/withdraw-hold.ts';
import { frozenFail } from '../users/frozen.ts';
import { findUserById, isUniqueViolation } from '../users/repo.ts';
import { maskNumber, ownMethod } from '../bankbind/methods.ts';
import { withdrawFail } from './errors.ts';
import { DAILY_LIMIT, feeOf, findRule, utcDay, type WithdrawRule } from './rules.ts';
import { presentWithdrawal } from './present.ts';

export interface OutInput {
  method?: 'chain' | 'bank';
  currency_id: number;
  address_id?: number;
  amount: string;
  fund_password: string;
  totp_code?: string;
  passkey?: string;
  remark?: string;
}

/** Basic KYC first: not started (or refused) and under review get different prompts. */
export async function assertKycPassed(deps: Deps, userId: number): Promise<void> {
  const { basic } = await kycStatus(deps.db, userId);
  if (basic.status === 'under_review') throw withdrawFail.kycPending();
  if (basic.status !== 'verified') throw withdrawFail.kycRequired();
}

async function destinationOf(deps: Deps, userId: number, input: OutInput, rule: WithdrawRule) {
  if (input.method === 'bank') {
    if (!rule.bankEnabled) throw withdrawFail.bankUnavailable();
    const card = await ownMethod(deps.db, userId, 'bank');
    if (!card) throw withdrawFail.bankRequired();
    return {
      method: 'bank' as const,
      paymentMethodId: card.id,
      destination: `${card.bankName} ${maskNumber(card.cardNumber!)}`,
    };
  }
  const mine = and(
    eq(withdrawAddresses.userId, userId),
    eq(withdrawAddresses.currencyId, rule.currencyId),
  );
  if (input.address_id === undefined) {
    const [any] = await deps.db
      .select({ id: withdrawAddresses.id })
      .from(withdrawAddresses)
      .where(mine)
      .limit(1);
    if (!any) throw withdrawFail.addressRequired();
    throw fail.validation({ address_id: 'field.required' });
  }
  const [address] = await deps.db
    .select()
    .from(withdrawAddresses)
    .where(and(mine, eq(withdrawAddresses.id, input.address_id)));
  if (!address) throw withdrawFail.addressRequired();
  return {
    method: 'chain' as const,
    network: address.network,
    address: address.address,
    destination: address.address,
  };
}

function parseWithdrawAmount(input: string, rule: WithdrawRule) {
  try {
    return parseAmount(input, rule.decimals);
  } catch (error) {
    if (error instanceof InvalidDecimal)
      throw fail.validation({
        amount: { key: 'withdraw.field.amount_places', params: { places: rule.decimals } },
      });
    throw error;
  }
}

export async function applyWithdrawal(
  deps: Deps,
  request: FastifyRequest,
  userId: number,
  input: OutInput,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw fail.unauthenticated();
  if (user.withdrawFrozenAt) throw frozenFail.withdrawals();
  await assertKycPassed(deps, userId);
  if (!user.fundPasswordHash) throw fundPasswordNotSet();
  const hold = activeHold(user, deps.clock());
  if (hold) throw withdrawHeld(hold);
  const rule = await findRule(deps.db, input.currency_id);
  const target = await destinationOf(deps, userId, input, rule);
  const amount = parseWithdrawAmount(input.amount, rule);
  if (amount.lt(rule.minimum))
    throw withdrawFail.belowMinimum(toDecimalString(rule.minimum), rule.symbol);
  const { fee, receive } = feeOf(rule, amount);
  if (receive.lte(0)) throw withdrawFail.belowMinimum(toDecimalString(rule.minimum), rule.symbol);
  const now = deps.clock();
  await assertFundPassword(deps.db, now, user, input.fund_password);
  await assertStepUp(deps, now, request, user, input);
  const available = new Money(
    (await deps.ledger.account(userAccount(userId, rule.currencyId))).available,
  );
  if (amount.gt(available)) throw withdrawFail.insufficientBalance();

  const day = utcDay(now);
  const remark = input.remark?.trim() || null;
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await deps.ledger.run(async (tx) => {
        const [today] = await tx.db
          .select({ n: count() })
          .from(withdrawals)
          .where(and(eq(withdrawals.userId, userId), eq(withdrawals.day, day)));
        const seq = Number(today?.n ?? 0) + 1;
        if (seq > DAILY_LIMIT) throw withdrawFail.dailyLimit(DAILY_LIMIT);
        const [created] = await tx.db
          .insert(withdrawals)
          .values({
            userId,
            currencyId: rule.currencyId,
            ...target,
            amount: amount.toFixed(),
            fee: fee.toFixed(),
            receive: receive.toFixed(),
            remark,
            status: 'under_review',
            day,
            daySeq: seq,
            createdAt: now,
          })
          .returning();
        await tx.freeze({
          userId,
          currencyId: rule.currencyId,
          amount: amount.toFixed(),
          key: `withdraw:${created!.id}:freeze`,
          kind: 'withdraw_freeze',
          memo: { withdrawal_id: created!.id },
        });
        return created!;
      });
      await sendSecurityMail(deps, userId, request, {
        kind: 'withdrawal_requested',
        at: now,
        params: {
          amount: toDecimalString(amount),
          coin: rule.symbol,
          destination: row.destination,
        },
      });
      return presentWithdrawal(row, rule.symbol);
    } catch (error) {
      if (error instanceof InsufficientFunds) throw withdrawFail.insufficientBalance();
      // Another application of the same user took this day's number first: count again.
      if (isUniqueViolation(error) && attempt < DAILY_LIMIT) continue;
      throw error;
    }
  }
}
