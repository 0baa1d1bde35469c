import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  bodyOf,
  operatorActor,
  requireOperator,
  type Deps,
  type HandlerFactory,
} from '../../http/context.ts';
import { fail } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { uploadById } from '../uploads/uploads.ts';
import { auditPage } from '../audit/list.ts';
import { checkSignIn, completeEnrolment, startEnrolment } from './accounts.ts';
import { dashboard } from './dashboard.ts';
import { consoleQueueItem } from './queue-item.ts';
import { auditLedger } from './reconcile.ts';
import { consoleQueue, consoleQueues, decideFromConsole } from './queues.ts';
import {
  createOperatorSession,
  endOperatorSession,
  OPERATOR_COOKIE,
  OPERATOR_COOKIE_PATH,
  OPERATOR_MAX_MS,
} from './sessions.ts';

// The console's API (openapi/paths/admin.yaml): enrolment, sign-in, queues and the audit log;
// and its dashboard (openapi/paths/admin-dashboard.yaml).

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(OPERATOR_COOKIE, token, {
    path: OPERATOR_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    // Behind a TLS-terminating proxy (TRUST_PROXY) the request is https: the cookie never travels clear.
    secure: request.protocol === 'https',
    maxAge: OPERATOR_MAX_MS / 1000,
  });
}

type Decision = { kind?: string; id: string };

function decide(deps: Deps, request: FastifyRequest, kind: string, verdict: 'approve' | 'reject') {
  const { id } = request.params as Decision;
  const body = bodyOf<{ reason?: string; payout_reference?: string }>(request);
  const reason = verdict === 'reject' ? (body.reason ?? '') : null;
  return decideFromConsole(deps, operatorActor(request), kind, id, verdict, reason, {
    payoutReference: body.payout_reference,
  });
}

export const operatorHandlers: HandlerFactory = (deps) => ({
  adminEnrolment: async (request) => {
    const enrolment = await startEnrolment(
      deps.db,
      deps.clock(),
      bodyOf<{ token: string }>(request).token,
    );
    return ok({
      email: enrolment.email,
      role: enrolment.role,
      secret: enrolment.secret,
      otpauth_uri: enrolment.uri,
    });
  },
  adminEnrol: async (request) => {
    const body = bodyOf<{ token: string; password: string; code: string }>(request);
    await completeEnrolment(deps.db, deps.clock(), body.token, body.password, body.code);
    return ok(null);
  },
  adminSignIn: async (request, reply) => {
    const body = bodyOf<{ email: string; password: string; code: string }>(request);
    const now = deps.clock();
    const operator = await checkSignIn(deps.db, now, { ...body, ip: request.ip });
    const session = await createOperatorSession(deps.db, now, operator.id, request.ip);
    setSessionCookie(request, reply, session.token);
    return ok({ email: operator.email, role: operator.role, csrf_token: session.csrfToken });
  },
  adminMe: async (request) => {
    const operator = requireOperator(request);
    return ok({ email: operator.email, role: operator.role, csrf_token: operator.csrfToken });
  },
  adminSignOut: async (request, reply) => {
    await endOperatorSession(deps.db, deps.clock(), requireOperator(request).sessionId);
    reply.clearCookie(OPERATOR_COOKIE, { path: OPERATOR_COOKIE_PATH });
    return ok(null, 'operator.signed_out');
  },
  adminQueues: async () => ok(await consoleQueues(deps)),
  adminQueue: async (request) =>
    ok(await consoleQueue(deps, (request.params as { kind: string }).kind)),
  adminQueueItem: async (request) => {
    const { kind, id } = request.params as { kind: string; id: string };
    return ok(await consoleQueueItem(deps, kind, id));
  },
  adminImage: async (request) => {
    const upload = await uploadById(deps.db, (request.params as { id: string }).id);
    if (!upload) throw fail.notFound();
    return { file: upload.content, contentType: upload.mime };
  },
  adminReviewApprove: (request) =>
    decide(deps, request, (request.params as Decision).kind!, 'approve'),
  adminReviewReject: (request) =>
    decide(deps, request, (request.params as Decision).kind!, 'reject'),
  adminWithdrawalApprove: (request) => decide(deps, request, 'withdraw', 'approve'),
  adminWithdrawalReject: (request) => decide(deps, request, 'withdraw', 'reject'),
  adminAuditLog: async (request) => ok(await auditPage(deps.db, request.query as AuditQuery)),
  // the jobs are the app's own scheduler's (app.ts decorates the instance with it)
  adminDashboard: async (request) => ok(await dashboard(deps, request.server.scheduler.jobs)),
  adminReconcile: async (request) => {
    const result = await auditLedger(deps, operatorActor(request));
    return result.ok
      ? ok(result, 'operator.ledger_balanced')
      : ok(result, 'operator.ledger_problems', { count: result.problems.length });
  },
});

type AuditQuery = Parameters<typeof auditPage>[1];
