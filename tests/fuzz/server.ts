// The server under fuzzing: the real app (buildApp) on PGlite in a temporary data directory, seeded
// with the demo data, in a child process of its own. The fuzzer stays in charge of the time even if
// the server blocks its event loop or dies, and the data directory is left closed for
// `operator reconcile` afterwards. The child answers a few questions over IPC: fresh sessions for
// the demo user and the demo operator, as a signed-in client that lost its session would get again.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Ready {
  type: 'ready';
  port: number;
  user: { email: string; password: string; id: number };
  operator: { email: string; password: string; secret: string; id: number };
}

type Request =
  | { type: 'userSession'; id: number }
  | { type: 'operatorSession'; id: number }
  | { type: 'stop'; id: number };
type Reply = { type: 'reply'; id: number; value: unknown; error?: string };

// --- the child ----------------------------------------------------------------------------------

async function serve(dataDir: string) {
  const passwords = await import('../../server/src/modules/users/passwords.ts');
  // The fuzzer signs in and registers often: argon2 at test costs keeps the server on its requests.
  passwords.useHashCostsForTests({ memoryCost: 1024, timeCost: 1 });
  const { buildApp } = await import('../../server/src/app.ts');
  const { migrate, openDatabase } = await import('../../server/src/db/index.ts');
  const { Ledger } = await import('../../server/src/ledger/index.ts');
  const { DEMO_ACCOUNT, seedAll } = await import('../../server/src/modules/seed/index.ts');
  const { demoOperatorSignIn } = await import('../../server/src/modules/operators/demo-seed.ts');
  const { createSession, resolveSession } =
    await import('../../server/src/modules/sessions/sessions.ts');
  const { createOperatorSession } = await import('../../server/src/modules/operators/sessions.ts');

  // Where `operator reconcile` looks for the data of DATA_DIR (config.ts, databaseOptions).
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(database);
  const ledger = new Ledger(database);
  await seedAll(database, ledger, { demo: true });
  const app = await buildApp({
    database,
    ledger,
    logger: false,
    // Throttled answers are envelopes too, but a fuzzer that is mostly throttled tests little.
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const [user] = await database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    DEMO_ACCOUNT.email,
  ]);
  const operator = await demoOperatorSignIn(database);
  const [operatorRow] = await database.query<{ id: number }>(
    'SELECT id FROM operators WHERE email = $1',
    [operator?.email],
  );
  if (!user || !operator || !operatorRow)
    throw new Error('the demo seed made no demo user or operator');

  const answers: Record<Request['type'], () => Promise<unknown>> = {
    async userSession() {
      const session = await createSession(database.db, new Date(), user.id);
      const live = (await resolveSession(database.db, new Date(), session.token)) !== null;
      return { token: session.token, live };
    },
    async operatorSession() {
      return createOperatorSession(database.db, new Date(), operatorRow.id, '127.0.0.1');
    },
    async stop() {
      // Time-based work over what the fuzzer left (settlements, expiries), then a clean close.
      let jobs = 'ok';
      try {
        await app.scheduler.runAll();
      } catch (err) {
        jobs = (err as Error).stack ?? String(err);
      }
      await app.close();
      await ledger.idle();
      await database.close();
      return { jobs };
    },
  };
  process.on('message', (message: Request) => {
    answers[message.type]().then(
      (value) => {
        process.send!({ type: 'reply', id: message.id, value } satisfies Reply);
        if (message.type === 'stop') process.disconnect();
      },
      (err: Error) =>
        process.send!({
          type: 'reply',
          id: message.id,
          value: null,
          error: err.stack ?? err.message,
        } satisfies Reply),
    );
  });
  process.send!({
    type: 'ready',
    port,
    user: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, id: user.id },
    operator: {
      email: operator.email,
      password: operator.password,
      secret: operator.secret,
      id: operatorRow.id,
    },
  } satisfies Ready);
}

// --- the parent's handle ------------------------------------------------------------------------

export class FuzzServer {
  readonly child: ChildProcess;
  readonly ready: Promise<Ready>;
  /** What the server wrote to stderr (an unhandled error, a crash). */
  stderr = '';
  exit: { code: number | null; signal: string | null } | null = null;
  #next = 1;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();

  constructor(dataDir: string) {
    this.child = fork(fileURLToPath(import.meta.url), ['--serve', dataDir], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '' },
    });
    this.child.stdout!.on('data', () => {});
    this.child.stderr!.on('data', (chunk: Buffer) => {
      if (this.stderr.length < 200_000) this.stderr += chunk.toString();
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: Ready | Reply) => {
        if (message.type === 'ready') resolve(message);
        else {
          const waiting = this.#pending.get(message.id);
          this.#pending.delete(message.id);
          if (message.error) waiting?.reject(new Error(message.error));
          else waiting?.resolve(message.value);
        }
      });
      this.child.on('exit', (code, signal) => {
        this.exit = { code, signal };
        const err = new Error(
          `the server exited (code ${code}, signal ${signal})\n${this.stderr.slice(-4000)}`,
        );
        reject(err);
        for (const waiting of this.#pending.values()) waiting.reject(err);
        this.#pending.clear();
      });
    });
  }

  ask<T>(type: Request['type'], timeoutMs = 60_000): Promise<T> {
    if (this.exit) return Promise.reject(new Error('the server has exited'));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`the server did not answer "${type}" within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.#pending.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value as T)),
        reject: (err) => (clearTimeout(timer), reject(err)),
      });
      this.child.send({ type, id } satisfies Request);
    });
  }

  /** Waits for the process to end; kills it (by its pid) after `ms`. */
  async ended(ms: number): Promise<void> {
    if (this.exit) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
      }, ms);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

if (process.argv[2] === '--serve' && process.argv[3]) {
  serve(process.argv[3]).catch((err: Error) => {
    console.error(err.stack ?? err.message);
    process.exit(1);
  });
}
