// Closing a position at one tick (manual close-out, stop-profit, stop-loss or liquidation): the frozen
// margin is released, the realised P&L (never below minus the margin) is paid by or to the contract
// book, and the tick (time and price) is recorded, all in one ledger transaction. Idempotent: only a
// 'holding' row changes and the ledger key is unique per position.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { leverPositions, type LeverCloseReason } from '../../db/schema/derivatives.ts';
import { houseAccount, userAccount, type Leg } from '../../ledger/index.ts';
import { Money, toDecimalString } from '../../lib/decimal.ts';
import { USDT_ID } from '../market/coins.ts';
import type { NotificationKind } from '../notifications/kinds.ts';
import { notify } from '../notifications/notify.ts';
import { amountParam, coinSymbol } from '../notifications/params.ts';
import { realisedProfit } from './math.ts';
import type { PositionRow } from './present.ts';

/** What a close the monitor made tells the user; a manual close-out, the user's own act, tells nothing. */
const NOTICE: Record<LeverCloseReason, NotificationKind | null> = {
  manual: null,
  stop_profit: 'take_profit_hit',
  stop_loss: 'stop_loss_hit',
  liquidation: 'liquidated',
};

export async function closePosition(
  deps: Deps,
  position: PositionRow,
  reason: LeverCloseReason,
  price: string,
  tickAt: Date,
  now: Date,
): Promise<PositionRow | undefined> {
  const quantity = new Money(position.lotSize).times(position.lots);
  const profit = realisedProfit(
    position.side,
    position.openPrice,
    price,
    quantity,
    position.margin,
  );
  const back = new Money(position.margin).plus(profit);
  return deps.ledger.run(async (tx) => {
    const [closed] = await tx.db
      .update(leverPositions)
      .set({
        status: 'closed',
        closeReason: reason,
        closePrice: price,
        tickAt,
        profit: profit.toFixed(),
        checkedAt: tickAt,
        closedAt: now,
      })
      .where(and(eq(leverPositions.id, position.id), eq(leverPositions.status, 'holding')))
      .returning();
    if (!closed) return undefined;
    const legs: Leg[] = [
      {
        account: userAccount(position.userId, USDT_ID, 'contract'),
        bucket: 'frozen',
        amount: `-${toDecimalString(position.margin)}`,
      },
    ];
    if (back.gt(0))
      legs.push({
        account: userAccount(position.userId, USDT_ID, 'contract'),
        bucket: 'available',
        amount: toDecimalString(back),
      });
    if (!profit.isZero())
      legs.push({
        account: houseAccount('contract_book', USDT_ID),
        bucket: 'available',
        amount: toDecimalString(profit.neg()),
      });
    const entry = await tx.post({
      kind: 'lever_close',
      key: `lever:${position.id}:close`,
      memo: { position_id: position.id, reason, close_price: price, tick_at: tickAt.toISOString() },
      legs,
    });
    const [final] = await tx.db
      .update(leverPositions)
      .set({ closeEntryId: entry.id })
      .where(eq(leverPositions.id, position.id))
      .returning();
    const kind = NOTICE[reason];
    if (kind)
      await notify(tx, deps.events, now, {
        userId: position.userId,
        kind,
        params: {
          pair: `${await coinSymbol(tx.db, position.currencyId)}/USDT`,
          pnl: amountParam(profit.toFixed()),
        },
        object: { type: 'lever_position', id: position.id },
      });
    tx.afterCommit(() =>
      deps.events.toUser(position.userId, {
        type: 'position.closed',
        data: {
          id: position.id,
          reason,
          close_price: price,
          tick_at: tickAt.toISOString(),
          profit: toDecimalString(profit),
        },
      }),
    );
    return final!;
  });
}
