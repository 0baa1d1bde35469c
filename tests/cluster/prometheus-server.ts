// A real Prometheus (Debian's `prometheus` package) for the metrics test: started on a free
// loopback port with a configuration of the test's own (1 s scrapes and rule evaluations), storage
// in a temporary directory, and the shipped alert rules with every `for` at 0 s, then queried
// through its HTTP API.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { freePort } from '../../scripts/free-port.ts';
import { ALERTS, readRuleFile } from '../ops/prometheus-files.ts';

export const PROMETHEUS = process.env.PROMETHEUS || '/usr/bin/prometheus';
const HAVE_PROMETHEUS = existsSync(PROMETHEUS);
/** Only an explicit opt-out skips; a machine without Prometheus otherwise fails the test. */
export const SKIP_PROMETHEUS = !HAVE_PROMETHEUS && process.env.REQUIRE_PROMTOOL === '0';

export interface Sample {
  metric: Record<string, string>;
  value: number;
}

export interface Prometheus {
  url: string;
  /** Names of the alerts loaded (from ops/prometheus/alerts.yml). */
  alerts: string[];
  /** An instant query (at `time`, in seconds since the epoch, or now); a vector's samples. */
  query(promql: string, time?: number): Promise<Sample[]>;
  /** GET on the HTTP API (e.g. `/api/v1/targets`); its `data`. */
  api<T>(route: string): Promise<T>;
  /** What it printed (for a failure's message). */
  output: string[];
  stop(): Promise<void>;
}

/** alerts.yml with every alert's `for` set to 0 s: the same expressions, firing at once. */
export function immediateAlertRules(): { yaml: string; alerts: string[] } {
  const file = readRuleFile(ALERTS);
  const alerts: string[] = [];
  for (const group of file.groups)
    for (const rule of group.rules)
      if (rule.alert) {
        rule.for = '0s';
        alerts.push(rule.alert);
      }
  return { yaml: stringify(file), alerts };
}

/** Throws, saying what to install, when there is no Prometheus binary. */
export function requirePrometheus(): void {
  if (!HAVE_PROMETHEUS) {
    throw new Error(
      `Prometheus is not installed (${PROMETHEUS}): install Debian's \`prometheus\` package ` +
        '(apt-get install prometheus; CI installs it), or set REQUIRE_PROMTOOL=0 to skip this test.',
    );
  }
}

/** Starts Prometheus scraping `targets` (host:port) as `job_name: coinhub`; waits until it is ready. */
export async function startPrometheus(targets: string[]): Promise<Prometheus> {
  requirePrometheus();
  const dir = mkdtempSync(path.join(tmpdir(), 'cluster-prometheus-'));
  const rules = immediateAlertRules();
  writeFileSync(path.join(dir, 'alerts.yml'), rules.yaml);
  const config = {
    global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
    rule_files: ['alerts.yml'], // relative to the configuration file
    scrape_configs: [
      { job_name: 'coinhub', metrics_path: '/metrics', static_configs: [{ targets }] },
    ],
  };
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, stringify(config));

  const port = await freePort();
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const api = async <T>(route: string): Promise<T> => {
    const response = await fetch(`${url}${route}`);
    const body = (await response.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`${route}: ${body.error ?? response.status}`);
    return body.data;
  };

  const query = async (promql: string, time?: number): Promise<Sample[]> => {
    const params = new URLSearchParams({ query: promql });
    if (time !== undefined) params.set('time', String(time));
    const data = await api<{ resultType: string; result: unknown }>(`/api/v1/query?${params}`);
    if (data.resultType !== 'vector') throw new Error(`${promql}: a ${data.resultType}`);
    return (data.result as { metric: Record<string, string>; value: [number, string] }[]).map(
      (r) => ({ metric: r.metric, value: Number(r.value[1]) }),
    );
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Prometheus exited (${child.exitCode}):\n${output.join('')}`);
    }
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prometheus did not become ready:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, alerts: rules.alerts, query, api, output, stop };
}

/**
 * Polls `probe` until it answers something other than undefined, or fails at the deadline with
 * `what` and the last thing `describe` said about the state.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  describe: () => string | Promise<string> = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`not within ${timeoutMs} ms: ${what}\n${await describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
