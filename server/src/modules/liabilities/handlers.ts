import { AppError } from '../../http/app-error.ts';
import { operatorActor, requireAuth, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { attemptsPage, publishedPage, type PageQuery } from './list.ts';
import { leavesFile } from './leaves.ts';
import { proofOf } from './proof.ts';
import { takeSnapshot } from './take.ts';

// Proof of liabilities (openapi/paths/liabilities.yaml, paths/admin-liabilities.yaml): the published
// snapshots and their leaves for everyone, each user's own proof, and the console's every attempt.

export const liabilitiesHandlers: HandlerFactory = (deps) => ({
  liabilitiesSnapshots: async (request) =>
    ok(await publishedPage(deps.db, request.query as PageQuery)),
  liabilitiesLeaves: async (request) => {
    const id = Number((request.query as { id: number }).id);
    const file = await leavesFile(deps.db, id);
    if (!file) throw new AppError(404, 'liabilities.snapshot_not_found', { params: { id } });
    return {
      file: Buffer.from(JSON.stringify(file)),
      contentType: 'application/json; charset=utf-8',
      downloadName: `liabilities-${id}-leaves.json`,
      // a published snapshot never changes
      cacheControl: 'public, max-age=31536000, immutable',
    };
  },
  // The signed-in user's own proof: there is no way to ask for anyone else's.
  liabilitiesProof: async (request) => ok(await proofOf(deps.db, requireAuth(request).userId)),
  adminLiabilitySnapshots: async (request) =>
    ok(await attemptsPage(deps.db, request.query as PageQuery)),
  adminTakeLiabilitySnapshot: async (request) => {
    const snapshot = await takeSnapshot(deps.database, {
      now: deps.clock(),
      trigger: 'operator',
      actor: operatorActor(request),
    });
    if (snapshot.status === 'published') return ok(snapshot, 'liabilities.snapshot_published');
    deps.log.error({ problems: snapshot.problems }, 'liabilities snapshot refused');
    return ok(snapshot, 'liabilities.snapshot_refused', { count: snapshot.problems.length });
  },
});
