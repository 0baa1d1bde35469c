import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { runOperatorCommand, type OperatorContext } from '../cli/commands.ts';

// The operator CLI's way into a running server: loopback only, and only with the random token the
// server wrote to DATA_DIR/server.json (readable by the account that runs the server).

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerOperatorEndpoint(
  app: FastifyInstance,
  token: string,
  context: OperatorContext,
): void {
  app.post('/_operator', { config: { rateLimit: false } }, async (request, reply) => {
    if (
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      !sameToken(request.headers['x-operator-token'], token)
    ) {
      return reply.status(403).send({ error: 'forbidden' });
    }
    const argv = (request.body as { argv?: unknown } | undefined)?.argv;
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) {
      return reply.status(400).send({ error: 'argv must be a list of strings' });
    }
    request.log.info({ argv }, 'operator command'); // the audit trail of operator actions
    return runOperatorCommand(context, argv);
  });
}
