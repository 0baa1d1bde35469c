// Reading a scrape in tests: the samples of the Prometheus text format, by name and labels.
import type { FastifyInstance } from 'fastify';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function samples(text: string): Sample[] {
  const parsed: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    parsed.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return parsed;
}

/** The samples of one name whose labels include `labels`. */
export function find(text: string, name: string, labels: Record<string, string> = {}): Sample[] {
  return samples(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The value of the one sample of that name and labels; undefined when there is none. */
export function value(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = find(text, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

/** A scrape of the app's registry, once the answers in flight have been counted (onResponse
 * runs once the answer is out, so just after inject() resolves). */
export async function scrape(app: FastifyInstance): Promise<string> {
  await new Promise((resolve) => setImmediate(resolve));
  return app.metrics.text();
}

/** Scrapes until `ready` holds (deliveries finish in the background), at most `ms`. */
export async function scrapeUntil(
  app: FastifyInstance,
  ready: (text: string) => boolean,
  ms = 5000,
): Promise<string> {
  const until = Date.now() + ms;
  for (;;) {
    const text = await scrape(app);
    if (ready(text) || Date.now() > until) return text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
