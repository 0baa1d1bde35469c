// What the walk does in one engine: settle a page, judge it, and drive a form the way a person
// would (the probe finds the field or button by its label; the engine clicks and types natively).
import type { Engine } from './drivers.ts';

export interface PageReport {
  route: string;
  busy: boolean;
  quiet: boolean;
  width: number;
  overflow: number;
  errorState: string | null;
  badText: string[];
  textLength: number;
  errors: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SETTLE_TIMEOUT_MS = 20_000;

/** Waits until the page has rendered and its requests are done; the report keeps every error seen. */
export async function settle(engine: Engine): Promise<PageReport & { settled: boolean }> {
  const errors: string[] = [];
  const started = Date.now();
  let readyTwice = 0;
  let report: PageReport | undefined;
  while (Date.now() - started < SETTLE_TIMEOUT_MS) {
    await pause(150);
    report =
      (await engine.run<PageReport | null>('window.__engines && window.__engines.inspect()')) ??
      undefined;
    if (!report) continue; // between documents
    errors.push(...report.errors);
    const ready = !report.busy && report.quiet && report.textLength > 0;
    readyTwice = ready ? readyTwice + 1 : 0;
    if (readyTwice >= 2 && Date.now() - started > 400) return { ...report, errors, settled: true };
  }
  if (!report) throw new Error(`${engine.name}: the app never loaded (no probe in the page)`);
  return { ...report, errors, settled: false };
}

/** What is wrong with the page, in words; empty when nothing is. */
export function problemsOf(report: PageReport & { settled: boolean }, expected: string): string[] {
  const problems = report.errors.slice();
  if (!report.settled) problems.push(`still loading after ${SETTLE_TIMEOUT_MS / 1000} s`);
  if (report.width !== 390) problems.push(`viewport ${report.width} px wide, not 390`);
  if (report.overflow > 0) problems.push(`scrolls sideways by ${report.overflow} px`);
  if (report.errorState) problems.push(`shows its error state: "${report.errorState}"`);
  if (report.badText.length) problems.push(`shows ${[...new Set(report.badText)].join(', ')}`);
  const path = expected.split('?')[0]!;
  if (!report.route.startsWith(path)) problems.push(`ended on ${report.route}`);
  return problems;
}

/** Opens a page of the already loaded app, as a link would (the hash router). */
export async function go(engine: Engine, route: string) {
  await engine.run(`(location.hash = ${JSON.stringify(`#${route}`)}, true)`);
}

async function mark(engine: Engine, kind: 'field' | 'button', name: string) {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (
      await engine.run<boolean>(
        `window.__engines.mark(${JSON.stringify(kind)}, ${JSON.stringify(name)})`,
      )
    )
      return;
    await pause(150);
  }
  throw new Error(`${engine.name}: no ${kind} named "${name}"`);
}

export async function fill(engine: Engine, label: string, text: string) {
  await mark(engine, 'field', label);
  await engine.click();
  await engine.type(text);
}

export async function press(engine: Engine, name: string) {
  await mark(engine, 'button', name);
  await engine.click();
}

export async function until(engine: Engine, what: string, check: () => Promise<boolean>) {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    if (await check()) return;
    await pause(200);
  }
  throw new Error(`${engine.name}: ${what} did not happen within 15 s`);
}

export const shows = (engine: Engine, text: string) =>
  engine.run<boolean>(`window.__engines.shows(${JSON.stringify(text)})`);

export const routeOf = (engine: Engine) =>
  engine.run<string>('decodeURIComponent(location.hash.slice(1))');
