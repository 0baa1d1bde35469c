import type { FastifyRequest } from 'fastify';
import {
  bodyOf,
  operatorActor,
  pathId,
  type Deps,
  type HandlerFactory,
} from '../../../http/context.ts';
import { ok } from '../../../http/envelope.ts';
import { operatorFail } from '../errors.ts';
import { actOnUser, type UserAction } from './actions.ts';
import {
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
  requestAdjustment,
  type AdjustInput,
} from './adjustments.ts';
import { existingUser, userDetail, userJournal } from './detail.ts';
import { userOrders } from './orders.ts';
import { endUserSession } from './sessions.ts';
import {
  approveSecondFactorReset,
  rejectSecondFactorReset,
  requestSecondFactorReset,
} from './second-factor-reset.ts';
import { activityPage } from '../../devices/activity.ts';
import { searchUsers, type Paging } from './search.ts';

// The console's user operations and balance adjustments (openapi/paths/admin-users.yaml).

/** The reason every action needs (the contract wants 1-500 characters; blanks are no reason). */
function reasonOf(request: FastifyRequest): string {
  const reason = bodyOf<{ reason: string }>(request).reason.trim();
  if (!reason) throw operatorFail.reasonRequired();
  return reason;
}
const pagingOf = (request: FastifyRequest) => request.query as Paging;

function action(deps: Deps, name: UserAction) {
  return async (request: FastifyRequest) => {
    await actOnUser(deps, operatorActor(request), pathId(request), name, reasonOf(request));
    return ok(null, 'operator.user_updated');
  };
}

export const operatorUserHandlers: HandlerFactory = (deps) => ({
  adminUsers: async (request) =>
    ok(await searchUsers(deps.db, request.query as Paging & { q?: string })),
  adminUser: async (request) => ok(await userDetail(deps, pathId(request))),
  adminUserJournal: async (request) =>
    ok(await userJournal(deps.db, pathId(request), pagingOf(request))),
  adminUserOrders: async (request) =>
    ok(await userOrders(deps.db, pathId(request), deps.clock(), pagingOf(request))),
  adminUserFreezeSignIn: action(deps, 'freeze_sign_in'),
  adminUserUnfreezeSignIn: action(deps, 'unfreeze_sign_in'),
  adminUserFreezeWithdrawals: action(deps, 'freeze_withdrawals'),
  adminUserUnfreezeWithdrawals: action(deps, 'unfreeze_withdrawals'),
  adminUserEndSessions: action(deps, 'end_sessions'),
  adminUserResetFundPassword: action(deps, 'reset_fund_password'),
  adminUserEndSession: async (request) => {
    const sessionId = Number((request.params as { session_id: string }).session_id);
    await endUserSession(
      deps,
      operatorActor(request),
      pathId(request),
      sessionId,
      reasonOf(request),
    );
    return ok(null, 'operator.user_updated');
  },
  adminUserActivity: async (request) => {
    await existingUser(deps.db, pathId(request));
    return ok(await activityPage(deps.db, pathId(request), deps.clock(), pagingOf(request)));
  },
  adminUserAdjust: async (request) => {
    const adjustment = await requestAdjustment(deps, operatorActor(request), pathId(request), {
      ...bodyOf<AdjustInput>(request),
      reason: reasonOf(request),
    });
    const message =
      adjustment.status === 'pending'
        ? 'operator.adjustment_pending'
        : 'operator.adjustment_posted';
    return ok(adjustment, message);
  },
  adminUserSecondFactorReset: async (request) =>
    ok(
      await requestSecondFactorReset(
        deps,
        operatorActor(request),
        pathId(request),
        reasonOf(request),
      ),
      'operator.reset_requested',
    ),
  adminSecondFactorResetApprove: async (request) => {
    await approveSecondFactorReset(deps, operatorActor(request), pathId(request), request.log);
    return ok(null, 'operator.user_updated');
  },
  adminSecondFactorResetReject: async (request) => {
    await rejectSecondFactorReset(deps, operatorActor(request), pathId(request), reasonOf(request));
    return ok(null, 'operator.user_updated');
  },
  adminAdjustments: async () => ok(await listAdjustments(deps.db)),
  adminAdjustmentApprove: async (request) =>
    ok(
      await approveAdjustment(deps, operatorActor(request), pathId(request)),
      'operator.adjustment_posted',
    ),
  adminAdjustmentReject: async (request) =>
    ok(
      await rejectAdjustment(deps, operatorActor(request), pathId(request), reasonOf(request)),
      'operator.adjustment_rejected',
    ),
});
