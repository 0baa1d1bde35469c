// One Lighthouse run (mobile preset: simulated slow 4G and a 4x slower CPU) in the Debian
// Chromium, in a fresh browser profile (a first visit, cold cache), and what the table keeps of it.
import lighthouse, { type Result } from 'lighthouse';
import { launchHeadless, seedLocalStorage } from '../chromium-page.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface RunResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread work in ms (mainthread-work-breakdown). */
  mainThread: number;
  wireBytes: number;
  requests: number;
  benchmarkIndex: number;
}

async function runOnce(base: string, url: string, storage: Record<string, string> | undefined) {
  // A new browser per run: its own empty profile, so every run is a first visit.
  const browser = await launchHeadless(['--ignore-certificate-errors']);
  try {
    const page = await browser.newPage();
    await seedLocalStorage(page, base, storage);
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        // Keep the seeded session; the fresh profile already guarantees a cold cache.
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { runtimeError, runWarnings } = result.lhr;
    if (runtimeError) console.error(`${url}: ${runtimeError.code}: ${runtimeError.message}`);
    for (const warning of runWarnings) console.error(`${url}: ${warning}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** Whether Lighthouse failed to measure: no trace (e.g. NO_NAVSTART, every score 0), or a category
 * it could not score because a gatherer lost a race with the page (e.g. ImageElements asking for
 * the styles of an image the live quotes had just replaced). */
const unmeasured = (lhr: Result) =>
  Boolean(lhr.runtimeError) || CATEGORIES.some((id) => lhr.categories[id]?.score == null);

/** A run that says nothing of the page is run again, up to twice. */
export async function measure(base: string, url: string, storage?: Record<string, string>) {
  let lhr = await runOnce(base, url, storage);
  for (let retry = 0; retry < 2 && unmeasured(lhr); retry++) {
    lhr = await runOnce(base, url, storage);
  }
  return lhr;
}

export function summarize(lhr: Result): RunResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as { transferSize?: number }[];
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    mainThread: metric('mainthread-work-breakdown'),
    wireBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Audits that cost points in a category, so a low score says what to fix. */
export function failingAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id]!.title})`);
}
