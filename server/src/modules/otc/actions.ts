// What the parties do to an order: the buyer pays or cancels, the seller confirms, either appeals.
// The checks here give the precise refusal; the conditional update inside each transaction is what
// actually guards the transition (the state may change between the check and the write).
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { Deps } from '../../http/context.ts';
import {
  otcAppeals,
  otcOrders,
  type OtcOrderRow,
  type OtcOrderStatus,
} from '../../db/schema/otc.ts';
import type { PaymentKind } from '../../db/schema/withdraw.ts';
import { fail } from '../../http/app-error.ts';
import { assertFundPassword, fundPasswordNotSet } from '../security/fund-password.ts';
import { assertStepUp, type StepUpProof } from '../second-factor/step-up.ts';
import { ownUpload } from '../uploads/uploads.ts';
import { findUserById } from '../users/repo.ts';
import { otcFail } from './errors.ts';
import { presentOrder } from './present-order.ts';
import { announce, cancelOrder, releaseOrder } from './settle.ts';
import { otcTerms } from './terms.ts';

export const APPEALING: OtcOrderStatus[] = ['seller_appealing', 'overtime_appealing'];

/** An order the user is a party to; any other is as unknown as a missing one. */
export async function partyOrder(db: Db, userId: number, id: number): Promise<OtcOrderRow> {
  const [row] = await db
    .select()
    .from(otcOrders)
    .where(
      and(eq(otcOrders.id, id), or(eq(otcOrders.buyerId, userId), eq(otcOrders.sellerId, userId))),
    );
  if (!row) throw fail.notFound();
  return row;
}

async function assertOwnUpload(db: Db, userId: number, id: string): Promise<void> {
  if (!(await ownUpload(db, userId, id))) throw otcFail.uploadUnknown();
}

export async function payOrder(
  deps: Deps,
  userId: number,
  input: { id: number; payment_kind: PaymentKind; voucher_upload_id: string },
) {
  const order = await partyOrder(deps.db, userId, input.id);
  if (order.buyerId !== userId) throw otcFail.buyerOnly();
  if (order.status !== 'to_be_paid') throw otcFail.orderState();
  const now = deps.clock();
  if (now >= order.payDeadline) throw otcFail.payExpired();
  if (!order.payKinds.includes(input.payment_kind)) throw otcFail.payKindNotAccepted();
  await assertOwnUpload(deps.db, userId, input.voucher_upload_id);
  const { confirmMinutes } = await otcTerms(deps.db);
  const paid = await deps.ledger.run(async (tx) => {
    const [row] = await tx.db
      .update(otcOrders)
      .set({
        status: 'to_be_confirmed',
        paymentKind: input.payment_kind,
        paymentVoucherUploadId: input.voucher_upload_id,
        paidAt: now,
        appealAfter: new Date(now.getTime() + confirmMinutes * 60_000),
      })
      .where(
        and(
          eq(otcOrders.id, order.id),
          eq(otcOrders.status, 'to_be_paid'),
          gt(otcOrders.payDeadline, now),
        ),
      )
      .returning();
    if (!row) throw otcFail.orderState();
    await announce(deps, tx, row, now, [{ to: row.sellerId, kind: 'p2p_paid' }]);
    return row;
  });
  return presentOrder(deps.db, userId, paid);
}

export async function confirmOrder(
  deps: Deps,
  request: Pick<FastifyRequest, 'ip'>,
  userId: number,
  input: { id: number; fund_password: string } & StepUpProof,
) {
  const order = await partyOrder(deps.db, userId, input.id);
  if (order.sellerId !== userId) throw otcFail.sellerOnly();
  if (order.status !== 'to_be_confirmed' && !APPEALING.includes(order.status))
    throw otcFail.orderState();
  const user = await findUserById(deps.db, userId);
  if (!user?.fundPasswordHash) throw fundPasswordNotSet();
  await assertFundPassword(deps.db, deps.clock(), user, input.fund_password);
  await assertStepUp(deps, deps.clock(), request, user, input);
  const confirmed = await releaseOrder(deps, order.id, deps.clock(), [
    'to_be_confirmed',
    ...APPEALING,
  ]);
  return presentOrder(deps.db, userId, confirmed);
}

export async function cancelByBuyer(deps: Deps, userId: number, id: number) {
  const order = await partyOrder(deps.db, userId, id);
  if (order.buyerId !== userId) throw otcFail.buyerOnly();
  if (order.status !== 'to_be_paid') throw otcFail.orderState();
  return presentOrder(
    deps.db,
    userId,
    await cancelOrder(deps, order.id, deps.clock(), 'buyer', ['to_be_paid']),
  );
}

/** The seller may appeal a payment they dispute at once; the buyer once `appeal_after` has passed. */
export async function appealOrder(
  deps: Deps,
  userId: number,
  input: { id: number; description: string; voucher_upload_id: string },
) {
  const order = await partyOrder(deps.db, userId, input.id);
  const role = order.buyerId === userId ? 'buyer' : 'seller';
  if (order.status !== 'to_be_confirmed') throw otcFail.orderState();
  const now = deps.clock();
  if (role === 'buyer' && order.appealAfter && now < order.appealAfter)
    throw otcFail.appealTooEarly();
  await assertOwnUpload(deps.db, userId, input.voucher_upload_id);
  const appealed = await deps.ledger.run(async (tx) => {
    const [row] = await tx.db
      .update(otcOrders)
      .set({ status: role === 'seller' ? 'seller_appealing' : 'overtime_appealing' })
      .where(
        and(
          eq(otcOrders.id, order.id),
          eq(otcOrders.status, 'to_be_confirmed'),
          role === 'buyer' ? lte(otcOrders.appealAfter, now) : undefined,
        ),
      )
      .returning();
    if (!row) throw otcFail.orderState();
    await tx.db.insert(otcAppeals).values({
      orderId: row.id,
      byRole: role,
      userId,
      description: input.description.trim(),
      voucherUploadId: input.voucher_upload_id,
      createdAt: now,
    });
    const other = role === 'seller' ? row.buyerId : row.sellerId;
    await announce(deps, tx, row, now, [{ to: other, kind: 'p2p_appeal_opened' }]);
    return row;
  });
  return presentOrder(deps.db, userId, appealed);
}
