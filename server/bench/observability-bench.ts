// What metrics and tracing cost the API (issue 36): the load bench's mixed reads at 500 req/s on one
// production-mode instance over PostgreSQL, run as it ships (metrics counted, nobody scraping),
// scraped every second (ten times Prometheus's usual rate) on its metrics listener, traced (every
// request, or one trace in ten as README advises, exported over OTLP to a local receiver that keeps
// nothing), and scraped with sampled tracing. The HTTP
// hook that counts requests is always on: it also feeds the console's live figures. Each variant
// gets its own fresh process, twice, in alternating order; the table shows the mean of the two.
// Cost is the server's CPU time per 1,000 answers (from /proc), which a fixed rate exposes better
// than latency; p50 and p99 are printed beside it.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/free-port.ts';
import { freshDatabase, signIn, startInstance } from '../../tests/cluster/support.ts';
import { BENCH_ENV, PASSWORD, readRequests } from './load-bench.ts';
import { markdownTable } from './markdown-table.ts';

const RATE = 500;
const TICKS_PER_SECOND = 100; // Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these

interface Variant {
  name: string;
  scrape: boolean;
  /** Share of traces kept (OTEL_TRACES_SAMPLER_ARG); 0: tracing off. */
  trace: number;
}
const VARIANTS: Variant[] = [
  { name: 'as shipped (not scraped, no tracing)', scrape: false, trace: 0 },
  { name: 'metrics scraped every 1 s', scrape: true, trace: 0 },
  { name: 'tracing every request', scrape: false, trace: 1 },
  { name: 'tracing 1 request in 10', scrape: false, trace: 0.1 },
  { name: 'scraped, tracing 1 in 10', scrape: true, trace: 0.1 },
];

export interface ObservabilityRow {
  variant: string;
  perSecond: number;
  p50: number;
  p99: number;
  cpuMsPer1k: number;
  /** CPU per answer against the first variant's, in %. */
  extraCpu: number;
}

/** User plus system CPU time of a process so far, in ms. */
function cpuMs(pid: number): number {
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** An OTLP/HTTP receiver that answers every export with an empty success and keeps nothing. */
async function otlpSink(): Promise<{ url: string; spansBytes: () => number; server: Server }> {
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, spansBytes: () => bytes, server };
}

async function measure(
  variant: Variant,
  databaseUrl: string,
  sinkUrl: string,
  seconds: number,
): Promise<Omit<ObservabilityRow, 'extraCpu'>> {
  const metricsPort = await freePort();
  const instance = await startInstance('observed', databaseUrl, {
    ...BENCH_ENV,
    METRICS_PORT: String(metricsPort),
    ...(variant.trace
      ? {
          OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: String(variant.trace),
        }
      : {}),
  });
  try {
    const reads = readRequests(await signIn(instance.url, 'demo@example.com', PASSWORD));
    const run = (rate: number, duration: number) =>
      autocannon({
        url: instance.url,
        requests: reads,
        connections: 8,
        duration,
        overallRate: rate,
      });
    await run(250, 3); // warm-up: the hot paths compiled before anything is measured
    const scraper = variant.scrape
      ? setInterval(() => {
          void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
            (r) => r.text(),
            () => '',
          );
        }, 1000)
      : undefined;
    const before = cpuMs(instance.process.pid!);
    const result = await run(RATE, seconds);
    const cpu = cpuMs(instance.process.pid!) - before;
    clearInterval(scraper);
    const answers = result.requests.total;
    return {
      variant: variant.name,
      perSecond: Math.round(answers / result.duration),
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpuMsPer1k: (cpu / answers) * 1000,
    };
  } finally {
    await instance.stop();
  }
}

export async function benchObservability(seconds = 15): Promise<ObservabilityRow[]> {
  const database = await freshDatabase();
  const sink = await otlpSink();
  try {
    const runs = new Map<string, Omit<ObservabilityRow, 'extraCpu'>[]>();
    for (const order of [VARIANTS, [...VARIANTS].reverse()]) {
      for (const variant of order) {
        const row = await measure(variant, database.url, sink.url, seconds);
        runs.set(variant.name, [...(runs.get(variant.name) ?? []), row]);
      }
    }
    if (sink.spansBytes() === 0) throw new Error('the traced runs exported nothing');
    const mean = (
      rows: Omit<ObservabilityRow, 'extraCpu'>[],
      pick: (r: (typeof rows)[0]) => number,
    ) => rows.reduce((sum, r) => sum + pick(r), 0) / rows.length;
    const rows = VARIANTS.map((variant) => {
      const pair = runs.get(variant.name)!;
      return {
        variant: variant.name,
        perSecond: Math.round(mean(pair, (r) => r.perSecond)),
        p50: mean(pair, (r) => r.p50),
        p99: mean(pair, (r) => r.p99),
        cpuMsPer1k: mean(pair, (r) => r.cpuMsPer1k),
      };
    });
    const base = rows[0]!.cpuMsPer1k;
    return rows.map((row) => ({ ...row, extraCpu: ((row.cpuMsPer1k - base) / base) * 100 }));
  } finally {
    sink.server.close();
    await database.drop();
  }
}

export function formatObservability(rows: ObservabilityRow[]): string {
  return markdownTable(
    ['variant', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms / 1,000 answers', 'extra CPU'],
    rows.map((r, i) => [
      r.variant,
      r.perSecond,
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.cpuMsPer1k.toFixed(0),
      i === 0 ? '' : `${r.extraCpu >= 0 ? '+' : ''}${r.extraCpu.toFixed(1)} %`,
    ]),
  );
}

if (import.meta.main)
  console.log(
    formatObservability(await benchObservability(Number(process.env.LOAD_SECONDS ?? 15))),
  );
