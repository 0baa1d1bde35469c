import type { HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { systemStatus } from './figures.ts';

// The console's System page (openapi/paths/admin-dashboard.yaml, adminSystem): every server
// instance as its heartbeat last recorded it, and every job's lag; the jobs are the app's own
// scheduler's, as the dashboard's.
export const systemHandlers: HandlerFactory = (deps) => ({
  adminSystem: async (request) =>
    ok(
      await systemStatus(
        deps.db,
        request.server.scheduler.jobs,
        deps.clock(),
        request.server.heartbeat.id,
      ),
    ),
});
