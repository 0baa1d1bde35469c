// Gifts: an amount of a coin moves from the sender's spot account to another user's, found by e-mail.
// The sender proves it is them with the fund password, or with the login password while no fund
// password is set. The answer never tells whether an e-mail is registered: an unknown recipient gets
// the same neutral refusal as an unusable one, and only after the sender's balance was checked.
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { InsufficientFunds, userAccount } from '../../ledger/index.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import { authUsers } from '../../db/schema/auth.ts';
import { gifts } from '../../db/schema/exchange.ts';
import { fundPasswordFailures } from '../../db/schema/security.ts';
import { emailTarget } from '../codes/targets.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam } from '../notifications/params.ts';
import { maskedAccount } from '../users/identity.ts';
import { verifyPassword } from '../users/passwords.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { fail } from '../../http/app-error.ts';
import { exchangeFail } from './errors.ts';
import { listCoins, parseCoinAmount, requireCoin, type Coin } from './currencies.ts';

export interface GiftInput {
  currency_id: number;
  email: string;
  amount: string;
  password: string;
}

const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;

/** Wrong passwords share the fund-password failure count (migration 0005) so guessing stays slow. */
async function checkPassword(deps: Deps, user: UserRow, password: string): Promise<void> {
  const now = deps.clock();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [recent] = await deps.db
    .select({ n: count() })
    .from(fundPasswordFailures)
    .where(
      and(eq(fundPasswordFailures.userId, user.id), gte(fundPasswordFailures.createdAt, since)),
    );
  if (Number(recent?.n ?? 0) >= MAX_FAILURES)
    throw exchangeFail.passwordThrottled(FAILURE_WINDOW_MS / 60_000);
  const stored = user.fundPasswordHash ?? user.passwordHash;
  if (await verifyPassword(stored, password)) return;
  await deps.db.insert(fundPasswordFailures).values({ userId: user.id, createdAt: now });
  throw exchangeFail.passwordWrong();
}

type GiftRow = typeof gifts.$inferSelect;

/** The sender as a recipient sees them: the masked account ("al***@example.com", "138****5678"). */
function senderLabel(user: Pick<UserRow, 'accountType' | 'email' | 'areaCode' | 'phone'>): string {
  return user.accountType === 'email' && user.email
    ? maskedAccount({ type: 'email', email: user.email })
    : maskedAccount({ type: 'mobile', areaCode: user.areaCode ?? '', phone: user.phone ?? '' });
}

function presentGift(row: GiftRow, coins: Map<number, Coin>, counterparty: string) {
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency: coins.get(row.currencyId)?.symbol ?? '',
    amount: toDecimalString(row.amount),
    counterparty,
    created_at: row.createdAt.toISOString(),
  };
}

export async function sendGift(deps: Deps, userId: number, input: GiftInput) {
  const coin = await requireCoin(deps.db, input.currency_id, 'currency_id');
  const amount = parseCoinAmount(input.amount, coin);
  const email = emailTarget(input.email.trim());
  const sender = await findUserById(deps.db, userId);
  if (!sender) throw fail.unauthenticated();
  await checkPassword(deps, sender, input.password);
  if (sender.email && sender.email === email) throw exchangeFail.giftToSelf();

  // Balance first, recipient after: the order of refusals must not reveal registered e-mails.
  const balance = await deps.ledger.account(userAccount(userId, coin.id));
  if (amount.gt(balance.available)) throw exchangeFail.insufficientBalance();
  const [recipient] = await deps.db.select().from(authUsers).where(eq(authUsers.email, email));
  if (!recipient || recipient.disabledAt || recipient.id === userId)
    throw exchangeFail.recipientInvalid();

  try {
    const row = await deps.ledger.run(async (tx) => {
      const [created] = await tx.db
        .insert(gifts)
        .values({
          fromUserId: userId,
          toUserId: recipient.id,
          currencyId: coin.id,
          amount: amount.toFixed(),
          recipientEmail: email,
          createdAt: deps.clock(),
        })
        .returning();
      const entry = await tx.transferBetweenUsers({
        key: `gift:${created!.id}`,
        kind: 'gift',
        fromUserId: userId,
        toUserId: recipient.id,
        currencyId: coin.id,
        amount: amount.toFixed(),
        memo: { gift_id: created!.id },
      });
      const [updated] = await tx.db
        .update(gifts)
        .set({ entryId: entry.id })
        .where(eq(gifts.id, created!.id))
        .returning();
      // The recipient is told who sent what, as their received list shows it.
      await notify(tx, deps.events, created!.createdAt, {
        userId: recipient.id,
        kind: 'gift_received',
        params: {
          coin: coin.symbol,
          amount: amountParam(amount.toFixed()),
          from: senderLabel(sender),
        },
        object: { type: 'transfer', id: created!.id },
      });
      return updated!;
    });
    return presentGift(row, new Map([[coin.id, coin]]), email);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw exchangeFail.insufficientBalance();
    throw error;
  }
}

export async function listGifts(
  deps: Deps,
  userId: number,
  direction: 'sent' | 'received',
  page: { page: number; limit: number; offset: number },
) {
  const mine = direction === 'sent' ? eq(gifts.fromUserId, userId) : eq(gifts.toUserId, userId);
  const coins = new Map((await listCoins(deps.db)).map((c) => [c.id, c]));
  const rows = await deps.db
    .select()
    .from(gifts)
    .where(mine)
    .orderBy(desc(gifts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await deps.db.select({ n: count() }).from(gifts).where(mine);
  let senders = new Map<number, string>();
  if (direction === 'received' && rows.length > 0) {
    const users = await deps.db
      .select()
      .from(authUsers)
      .where(inArray(authUsers.id, [...new Set(rows.map((r) => r.fromUserId))]));
    senders = new Map(users.map((u) => [u.id, senderLabel(u)]));
  }
  return {
    items: rows.map((r) =>
      presentGift(
        r,
        coins,
        direction === 'sent' ? r.recipientEmail : (senders.get(r.fromUserId) ?? ''),
      ),
    ),
    total: Number(total?.n ?? 0),
    page: page.page,
    limit: page.limit,
  };
}
