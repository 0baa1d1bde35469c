import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAccountEvent } from '../devices/activity.ts';
import type { Db } from '../../db/index.ts';
import { currencies } from '../../db/schema/core.ts';
import { withdrawAddresses } from '../../db/schema/security.ts';
import { AppError, ErrorCode, fail } from '../../http/app-error.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { checkCode } from '../codes/codes.ts';
import { findUserById, isUniqueViolation } from '../users/repo.ts';
import { isValidAddress } from './address-format.ts';
import { assertFundPassword, fundPasswordNotSet } from './fund-password.ts';
import { assertStepUp } from '../second-factor/step-up.ts';
import { findNetwork } from './networks.ts';
import { ownCodeTarget } from './own-target.ts';

const columns = {
  id: withdrawAddresses.id,
  currency_id: withdrawAddresses.currencyId,
  currency: currencies.symbol,
  network: withdrawAddresses.network,
  address: withdrawAddresses.address,
  createdAt: withdrawAddresses.createdAt,
};

type Row = {
  id: number;
  currency_id: number;
  currency: string;
  network: string;
  address: string;
  createdAt: Date;
};
const present = ({ createdAt, ...row }: Row) => ({ ...row, created_at: createdAt.toISOString() });

async function listOwn(
  db: Db,
  userId: number,
  currencyId: number | undefined,
  page: number,
  limit: number,
) {
  const where = currencyId
    ? and(eq(withdrawAddresses.userId, userId), eq(withdrawAddresses.currencyId, currencyId))
    : eq(withdrawAddresses.userId, userId);
  const rows = await db
    .select(columns)
    .from(withdrawAddresses)
    .innerJoin(currencies, eq(currencies.id, withdrawAddresses.currencyId))
    .where(where)
    .orderBy(desc(withdrawAddresses.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(withdrawAddresses).where(where);
  return { items: rows.map(present), total: Number(total?.n ?? 0), page, limit };
}

export async function getAddresses(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<{ currency_id?: number; page?: number; limit?: number }>(request);
  return ok(
    await listOwn(
      deps.db,
      requireAuth(request).userId,
      body.currency_id,
      body.page ?? 1,
      body.limit ?? 20,
    ),
  );
}

interface AddBody {
  currency_id: number;
  network: string;
  address: string;
  code: string;
  fund_password: string;
  totp_code?: string;
  passkey?: string;
}

/** Adds a withdraw address: fund password set and right, code right, address fit for the network. */
export async function addAddress(deps: Deps, request: FastifyRequest): Promise<Success> {
  const body = bodyOf<AddBody>(request);
  const user = await findUserById(deps.db, requireAuth(request).userId);
  if (!user) throw fail.unauthenticated();
  if (!user.fundPasswordHash) throw fundPasswordNotSet();
  const coin = await findNetwork(deps.db, body.currency_id, body.network);
  if (!coin)
    throw new AppError(422, 'error.network_unsupported', { code: ErrorCode.networkUnsupported });
  const address = body.address.trim();
  if (!isValidAddress(body.network, address)) {
    throw new AppError(400, 'error.address_invalid', {
      code: ErrorCode.addressInvalid,
      params: { network: body.network },
      fields: { address: { key: 'error.address_invalid', params: { network: body.network } } },
    });
  }
  const now = deps.clock();
  await assertFundPassword(deps.db, now, user, body.fund_password);
  await assertStepUp(deps, now, request, user, body);
  await checkCode(deps.db, now, {
    scene: 'withdraw_address',
    target: ownCodeTarget(user),
    code: body.code,
    consume: true,
  });
  const values = {
    userId: user.id,
    currencyId: body.currency_id,
    network: body.network,
    address,
    createdAt: now,
  };
  const [row] = await deps.db
    .insert(withdrawAddresses)
    .values(values)
    .returning()
    .catch((err) => {
      throw isUniqueViolation(err)
        ? new AppError(409, 'error.address_exists', { code: ErrorCode.addressExists })
        : err;
    });
  await recordAccountEvent(deps.db, now, user.id, 'address_added', request);
  return ok(
    present({ ...row!, currency_id: row!.currencyId, currency: coin.symbol }),
    'address_added',
  );
}

/** Deletes one of the user's own addresses; another user's address is "not found", not "forbidden". */
export async function deleteAddress(deps: Deps, request: FastifyRequest): Promise<Success> {
  const { id } = bodyOf<{ id: number }>(request);
  const userId = requireAuth(request).userId;
  const deleted = await deps.db
    .delete(withdrawAddresses)
    .where(and(eq(withdrawAddresses.id, id), eq(withdrawAddresses.userId, userId)))
    .returning({ id: withdrawAddresses.id });
  if (deleted.length === 0) throw fail.notFound();
  await recordAccountEvent(deps.db, deps.clock(), userId, 'address_removed', request);
  return ok(null, 'address_deleted');
}
