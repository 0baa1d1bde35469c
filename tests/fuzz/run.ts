// `npm run test:fuzz`: the contract fuzzer. It starts the real server on PGlite (server.ts), signs
// in as the demo user and the demo operator, and sends seeded fast-check requests to every
// operation of openapi/dist/openapi.json, round robin, signed in and signed out: valid baselines
// (values.ts) and their mutations (hostile.ts). It fails on a 5xx, on no answer (or one that is not
// HTTP), on an /api answer that is not the JSON envelope, and on an `ok` to an integer written
// loosely (oracle.ts); then the background jobs run once and `operator reconcile` must pass on what
// the requests left in the ledger. Exit code 1 on any finding, 2 on a wrong setting.
//
//   FUZZ_SEED      the seed (default 20261127; `random` for a new one, printed)
//   FUZZ_SECONDS   time budget of the requests (default 150; 0: no limit)
//   FUZZ_REQUESTS  request budget (default 40000; 0: no limit)
//   FUZZ_OPS       only these operationIds (comma-separated), e.g. to replay a finding
//   FUZZ_CONCURRENCY  requests in flight (default 8)
//   FUZZ_VERBOSE=1 every finding group in full (default: the 15 most frequent of each kind)
//   FUZZ_TIMING=1  the 25 operations that took the server longest
//   FUZZ_KEEP=1    keep the temporary data directory (printed) for a look afterwards
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { totpCode } from '../../server/src/lib/totp.ts';
import { Client, type Outcome } from './client.ts';
import { loadOperations, type Operation } from './contract.ts';
import { urlencoded, type Wire } from './encode.ts';
import { caseArbitrary, wireOf, type AuthMode, type Case } from './hostile.ts';
import { judge, readEnvelope, type FindingKind } from './oracle.ts';
import { FuzzServer } from './server.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return Number(raw);
}

const DEFAULT_SEED = 20261127;
const seedText = process.env.FUZZ_SEED ?? '';
const seed =
  seedText === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : seedText
      ? envNumber('FUZZ_SEED', DEFAULT_SEED)
      : DEFAULT_SEED;
const seconds = envNumber('FUZZ_SECONDS', 150);
const maxRequests = envNumber('FUZZ_REQUESTS', 40_000);
const concurrency = Math.max(1, envNumber('FUZZ_CONCURRENCY', 8));
const only = (process.env.FUZZ_OPS ?? '').split(',').filter(Boolean);
const REQUEST_TIMEOUT_MS = 10_000;
if (!seconds && !maxRequests) {
  console.error('FUZZ_SECONDS and FUZZ_REQUESTS cannot both be 0 (no limit at all)');
  process.exit(2);
}

// --- operations, each with its own seeded stream of cases ---------------------------------------

const allOperations = loadOperations();
const operations = only.length ? allOperations.filter((op) => only.includes(op.id)) : allOperations;
const unknown = only.filter((id) => !allOperations.some((op) => op.id === id));
if (unknown.length || !operations.length) {
  console.error(
    `FUZZ_OPS: no operation ${unknown.join(', ') || '(none given)'} in openapi/dist/openapi.json`,
  );
  process.exit(2);
}

/** FNV-1a of the text: a stream's seed depends on the run's seed and the operation, not on order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

class CaseStream {
  readonly op: Operation;
  readonly arbitrary: fc.Arbitrary<Case>;
  #batch = 0;
  #queue: Case[] = [];
  /** How many cases this operation has had (the number a finding is replayed by). */
  taken = 0;
  constructor(op: Operation) {
    this.op = op;
    this.arbitrary = caseArbitrary(op);
  }
  next(): Case {
    if (!this.#queue.length)
      this.#queue = fc.sample(this.arbitrary, {
        seed: hash(`${seed}:${this.op.id}:${this.#batch++}`),
        numRuns: 50,
      });
    this.taken++;
    return this.#queue.shift()!;
  }
}

// --- the server and the sessions -----------------------------------------------------------------

const dataDir = mkdtempSync(path.join(tmpdir(), 'coinhub-fuzz-'));
const server = new FuzzServer(dataDir);
const started = Date.now();
let ready: Awaited<typeof server.ready>;
try {
  ready = await withTimeout(server.ready, 180_000, 'the server did not start within 180 s');
} catch (err) {
  console.error(`contract fuzzer: ${(err as Error).message}`);
  server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
const readyAt = Date.now();
const client = new Client(ready.port, { timeoutMs: REQUEST_TIMEOUT_MS, sockets: concurrency + 2 });

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
  ]).finally(() => clearTimeout(timer));
}

function form(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Wire {
  return {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: Buffer.from(urlencoded(Object.entries(fields))),
  };
}

async function envelopeOf(outcome: Outcome) {
  if (outcome.kind !== 'answer') throw new Error(`no answer: ${outcome.reason}`);
  const envelope = readEnvelope(
    outcome.answer.body,
    [outcome.answer.headers['content-type'] ?? ''].flat()[0],
  );
  if (typeof envelope === 'string' || envelope.type !== 'ok')
    throw new Error(`${outcome.answer.status} ${outcome.answer.body.toString().slice(0, 300)}`);
  return { envelope, answer: outcome.answer };
}

const session = { user: '', cookie: '', csrf: '' };
const setup: string[] = [];

/** The first sign-ins go through the API, as the app and the console sign in. */
async function signIn() {
  const user = await envelopeOf(
    await client.send(
      form('/api/user/login', {
        type: 'email',
        user_string: ready.user.email,
        password: ready.user.password,
      }),
    ),
  );
  session.user = (user.envelope.data as { token: string }).token;
  const operator = await envelopeOf(
    await client.send(
      form('/api/admin/auth/sign_in', {
        email: ready.operator.email,
        password: ready.operator.password,
        code: totpCode(ready.operator.secret, new Date()),
      }),
    ),
  );
  const cookie = [operator.answer.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('op_session='));
  if (!cookie) throw new Error('the operator sign-in set no op_session cookie');
  session.cookie = cookie.split(';')[0]!;
  session.csrf = (operator.envelope.data as { csrf_token: string }).csrf_token;
}

// A fuzzed request may end its own session (sign out, end sessions, freeze the demo user): the
// client then takes a new one, as a person would sign in again.
let renewingUser: Promise<void> | undefined;
let renewingOperator: Promise<void> | undefined;
const renewals = { user: 0, operator: 0, unfrozen: 0 };

function renewOperator() {
  return (renewingOperator ??= (async () => {
    const fresh = await server.ask<{ token: string; csrfToken: string }>('operatorSession');
    session.cookie = `op_session=${fresh.token}`;
    session.csrf = fresh.csrfToken;
    renewals.operator++;
  })().finally(() => (renewingOperator = undefined)));
}

function renewUser() {
  return (renewingUser ??= (async () => {
    let fresh = await server.ask<{ token: string; live: boolean }>('userSession');
    if (!fresh.live) {
      // The fuzzer froze the demo user's sign-in through the console: the console lifts it.
      await renewOperator();
      await client.send(
        form(
          `/api/admin/users/${ready.user.id}/unfreeze_sign_in`,
          { reason: 'contract fuzzer: sign in again' },
          {
            cookie: session.cookie,
            'x-csrf-token': session.csrf,
          },
        ),
      );
      renewals.unfrozen++;
      fresh = await server.ask<{ token: string; live: boolean }>('userSession');
    }
    session.user = fresh.token;
    renewals.user++;
  })().finally(() => (renewingUser = undefined)));
}

function sessionHeaders(auth: AuthMode): Record<string, string> {
  const user = { authorization: session.user };
  const operator = { cookie: session.cookie, 'x-csrf-token': session.csrf };
  switch (auth) {
    case 'none':
      return {};
    case 'user':
      return user;
    case 'operator':
      return operator;
    case 'both':
      return { ...user, ...operator };
    case 'forged':
      return {
        authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        cookie: 'op_session=forged',
        'x-csrf-token': 'forged',
      };
  }
}

// --- the run -------------------------------------------------------------------------------------

interface Example {
  index: number;
  nth: number;
  /** Absent for a finding about the whole run (the server died, reconcile failed). */
  c?: Case;
  wire?: Wire;
  /** The headers sent, with the session's own credentials shown as placeholders. */
  headers: [string, string][];
  detail: string;
}
interface Group {
  kind: FindingKind | 'server';
  where: string;
  opId: string | undefined;
  count: number;
  examples: Example[];
}
const groups = new Map<string, Group>();
const statuses = new Map<string, number>();
const byAuth = new Map<AuthMode, number>();
const covered = new Set<string>();
const timing = new Map<string, { n: number; ms: number }>();
let sent = 0;
let unsendable = 0;
let quietInARow = 0;
let stopReason = '';

function record(kind: Group['kind'], where: string, opId: string | undefined, example: Example) {
  const key = `${kind}\u0000${where}`;
  let group = groups.get(key);
  if (!group) groups.set(key, (group = { kind, where, opId, count: 0, examples: [] }));
  group.count++;
  if (group.examples.length < 3) group.examples.push(example);
}

const streams = new Map(operations.map((op) => [op.id, new CaseStream(op)]));

async function one(index: number) {
  const op = operations[index % operations.length]!;
  const stream = streams.get(op.id)!;
  const c = stream.next();
  const nth = stream.taken;
  const credentials = sessionHeaders(c.auth);
  const wire = c.raw ? undefined : wireOf(c, credentials);
  const outcome = c.raw ? await client.raw(c.raw.bytes) : await client.send(wire!);
  if (outcome.kind === 'unsendable') {
    unsendable++;
    return;
  }
  sent++;
  covered.add(op.id);
  if (outcome.kind === 'answer') {
    const t = timing.get(op.id) ?? { n: 0, ms: 0 };
    t.n++;
    t.ms += outcome.ms;
    timing.set(op.id, t);
  }
  byAuth.set(c.auth, (byAuth.get(c.auth) ?? 0) + 1);
  const status = outcome.kind === 'answer' ? String(outcome.answer.status) : outcome.kind;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  quietInARow = outcome.kind === 'no answer' ? quietInARow + 1 : 0;
  for (const verdict of judge(c, wire, outcome)) {
    const where = c.raw ? `raw bytes: ${c.raw.label}` : `${op.id} (${op.method} ${op.path})`;
    const headers = Object.entries(wire?.headers ?? {}).map(([name, value]): [string, string] =>
      credentials[name] === value && c.auth !== 'forged'
        ? [name, `<${name} of the ${c.auth === 'both' ? 'session' : c.auth} session>`]
        : [name, value],
    );
    record(verdict.kind, where, c.raw ? undefined : op.id, {
      index,
      nth,
      c,
      wire,
      headers,
      detail: verdict.detail,
    });
  }
  if (outcome.kind !== 'answer' || c.raw) return;
  // A lost session (see renewUser): the answer says so; a forged or replaced credential does not count.
  const ownCredentials = !c.wire.some(
    (m) => m.kind === 'header' && ['authorization', 'cookie', 'x-csrf-token'].includes(m.name),
  );
  if (!ownCredentials) return;
  const envelope = readEnvelope(
    outcome.answer.body,
    [outcome.answer.headers['content-type'] ?? ''].flat()[0],
  );
  if (typeof envelope === 'string') return;
  if (
    (c.auth === 'user' || c.auth === 'both') &&
    envelope.type === '999' &&
    wire!.headers.authorization === session.user
  )
    await renewUser().catch((err: Error) =>
      setup.push(`renewing the user's session: ${err.message}`),
    );
  if (
    (c.auth === 'operator' || c.auth === 'both') &&
    op.auth === 'operator' &&
    outcome.answer.status === 401 &&
    wire!.headers.cookie === session.cookie
  )
    await renewOperator().catch((err: Error) =>
      setup.push(`renewing the operator's session: ${err.message}`),
    );
}

console.log(
  `Contract fuzzer: seed ${seed}, ${operations.length} operations, budget ${maxRequests || 'unlimited'} requests / ${seconds ? `${seconds} s` : 'no time limit'}, ${concurrency} in flight`,
);
let fuzzStart = Date.now();
try {
  await signIn();
  fuzzStart = Date.now();
  const deadline = seconds ? fuzzStart + seconds * 1000 : Infinity;
  let nextIndex = 0;
  let lastProgress = Date.now();
  const worker = async () => {
    for (;;) {
      if (stopReason) return;
      if (maxRequests && nextIndex >= maxRequests) return;
      if (Date.now() >= deadline)
        return void (stopReason ||= `time budget of ${seconds} s reached`);
      if (server.exit) return void (stopReason = 'the server exited');
      if (quietInARow >= 25)
        return void (stopReason = `the server stopped answering (${quietInARow} requests in a row)`);
      await one(nextIndex++);
      if (Date.now() - lastProgress >= 15_000) {
        lastProgress = Date.now();
        const findings = [...groups.values()].reduce((n, g) => n + g.count, 0);
        console.log(
          `  … ${sent} requests in ${((Date.now() - fuzzStart) / 1000).toFixed(0)} s, ${findings} findings so far`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  stopReason ||= `request budget of ${maxRequests} reached`;
} catch (err) {
  setup.push(`the run stopped: ${(err as Error).stack ?? (err as Error).message}`);
}
const fuzzSeconds = (Date.now() - fuzzStart) / 1000;
client.close();

// --- the server stops; what it left must reconcile ------------------------------------------------

let jobs = 'not run';
if (server.exit) {
  record('server', 'the server process', undefined, {
    index: sent,
    nth: 0,
    headers: [],
    detail: `exited with code ${server.exit.code} (signal ${server.exit.signal}) during the run:\n${server.stderr.slice(-3000)}`,
  });
} else {
  try {
    jobs = (await server.ask<{ jobs: string }>('stop', 120_000)).jobs;
  } catch (err) {
    setup.push(`stopping the server: ${(err as Error).message}`);
  }
}
await server.ended(30_000);
const stoppedAt = Date.now();
if (jobs !== 'ok' && jobs !== 'not run')
  setup.push(`the background jobs failed over the fuzzed data:\n${jobs}`);
if (server.stderr.trim() && !server.exit?.code)
  setup.push(`the server wrote to stderr:\n${server.stderr.trim().slice(-3000)}`);

function runReconcile(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'server/src/cli/operator.ts'), 'reconcile'],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), output: output.trim() });
    });
  });
}
const reconcile = await runReconcile();
const reconciledAt = Date.now();
if (process.env.FUZZ_KEEP === '1') console.log(`Data directory kept: ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });

// --- the report ----------------------------------------------------------------------------------

const show = (text: string, max = 240) => {
  const json = JSON.stringify(text);
  return json.length > max ? `${json.slice(0, max)}…" (${text.length} chars)` : json;
};

function describe(example: Example & { c: Case }): string {
  const { c, wire } = example;
  const lines = [
    `request ${example.index} (the operation's case #${example.nth}), signed ${c.auth === 'none' ? 'out' : `in (${c.auth})`}`,
  ];
  if (c.raw) lines.push(`bytes: ${show(c.raw.bytes.toString('latin1'), 300)}`);
  else if (wire) {
    lines.push(`${wire.method} ${show(wire.url, 200)}`);
    if (example.headers.length)
      lines.push(
        `headers: ${example.headers.map(([name, value]) => `${name}: ${show(value, 80)}`).join('; ')}`,
      );
    if (wire.body)
      lines.push(`body (${wire.body.length} bytes): ${show(wire.body.toString('latin1'), 300)}`);
  }
  lines.push(`mutation: ${c.notes.join('; ')}`);
  lines.push(`answer: ${example.detail.slice(0, 400)}`);
  return lines.map((line, i) => (i ? `       ${line}` : `     - ${line}`)).join('\n');
}

const statusLine = [...statuses]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([s, n]) => `${s} ×${n}`)
  .join(', ');
const authLine = (['none', 'user', 'operator', 'both', 'forged'] as AuthMode[])
  .map((a) => `${a === 'none' ? 'signed out' : a} ${byAuth.get(a) ?? 0}`)
  .join(', ');
console.log(
  `\n${sent} requests in ${fuzzSeconds.toFixed(1)} s (${(sent / Math.max(fuzzSeconds, 0.001)).toFixed(0)}/s) to ${covered.size} of ${operations.length} operations; stopped: ${stopReason || 'early'}` +
    `\n  by session: ${authLine}${unsendable ? `; ${unsendable} not sendable by node:http (skipped)` : ''}` +
    `\n  sessions taken again: user ${renewals.user} (sign-in unfrozen ${renewals.unfrozen}), operator ${renewals.operator}` +
    `\n  statuses: ${statusLine}`,
);
if (process.env.FUZZ_TIMING === '1')
  console.log(
    [...timing]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 25)
      .map(
        ([id, t]) =>
          `  ${id}: ${t.n} requests, ${t.ms} ms in all, ${(t.ms / t.n).toFixed(0)} ms each`,
      )
      .join('\n'),
  );
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `  time: server start ${secs(readyAt - started)}, requests ${secs(fuzzSeconds * 1000)}, jobs and stop ${secs(stoppedAt - fuzzStart - fuzzSeconds * 1000)}, reconcile ${secs(reconciledAt - stoppedAt)}`,
);
console.log(
  `\noperator reconcile (exit ${reconcile.code}):\n${reconcile.output.replace(/^/gm, '  ')}`,
);
if (reconcile.code !== 0)
  record('server', 'operator reconcile', undefined, {
    index: sent,
    nth: 0,
    headers: [],
    detail: `exit ${reconcile.code}: ${reconcile.output}`,
  });

const order: Group['kind'][] = [
  'server',
  '5xx',
  'no answer',
  'unreadable answer',
  'not the envelope',
  'ok to a loose number',
];
const sorted = [...groups.values()].sort(
  (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.count - a.count,
);
const failed = sorted.length > 0 || setup.length > 0;
if (setup.length)
  console.error(
    `\nProblems of the run itself:\n${setup.map((s) => `  ${s.replace(/\n/g, '\n    ')}`).join('\n')}`,
  );
if (sorted.length) {
  console.error(
    `\nFINDINGS: ${sorted.reduce((n, g) => n + g.count, 0)} requests in ${sorted.length} groups`,
  );
  for (const kind of order) {
    const ofKind = sorted.filter((g) => g.kind === kind);
    if (!ofKind.length) continue;
    console.error(
      `\n[${kind}] ${ofKind.reduce((n, g) => n + g.count, 0)} requests, ${ofKind.length} places`,
    );
    // The most frequent places in full, the others in a line each (FUZZ_VERBOSE=1: all in full).
    const verbose = process.env.FUZZ_VERBOSE === '1';
    ofKind.forEach((group, i) => {
      if (verbose || i < 15) {
        console.error(`  ${group.where}: ${group.count}×`);
        for (const example of group.examples.slice(0, verbose ? 3 : 2))
          console.error(
            example.c
              ? describe({ ...example, c: example.c })
              : `     - ${example.detail.replace(/\n/g, '\n       ')}`,
          );
      } else if (i < 80) {
        const first = group.examples[0]!;
        console.error(
          `  ${group.where}: ${group.count}×, e.g. ${first.wire ? `${first.wire.method} ${show(first.wire.url, 80)} ` : ''}(${first.c?.notes.join('; ').slice(0, 120)})`,
        );
      } else if (i === 80)
        console.error(`  … and ${ofKind.length - 80} more places (FUZZ_VERBOSE=1 lists them)`);
    });
  }
  const opIds = [...new Set(sorted.map((g) => g.opId).filter(Boolean))];
  console.error(
    `\nSeed ${seed}. Replay the whole run: FUZZ_SEED=${seed} npm run test:fuzz` +
      (opIds.length
        ? `\nOr one operation's cases (the same requests, numbered as above): FUZZ_SEED=${seed} FUZZ_OPS=${opIds.slice(0, 10).join(',')} npm run test:fuzz`
        : ''),
  );
}
if (failed) {
  if (!sorted.length) console.error(`\nSeed ${seed}. Replay: FUZZ_SEED=${seed} npm run test:fuzz`);
  process.exitCode = 1;
} else {
  console.log(
    `\nNo findings (seed ${seed}); total ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}
