// The JavaScript a page runs before its first screen, from Chromium's precise (block) coverage: a
// fresh profile opens the page at a phone's size, and coverage stops at the first animation frame
// where the screen is complete. Bytes are of the minified code the browser ran, so the figure
// changes only when the work does, unlike a timing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageEntry, Page } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { launchHeadless, seedLocalStorage } from '../chromium-page.ts';

export interface ScriptCoverage {
  /** The script's path (/h5/assets/...), or "inline" for index.html's own. */
  name: string;
  loadedBytes: number;
  executedBytes: number;
}

export interface ExecutedJs {
  scripts: ScriptCoverage[];
  loadedBytes: number;
  executedBytes: number;
  /** With source maps beside the build (SOURCEMAP=1): executed bytes per package or app module. */
  bySource?: [source: string, bytes: number][];
  /** API calls made before the first screen, each with who made it: index.html's inline script
   * (fetch) or the app's HTTP client (xhr), which has to be loaded and run for it. */
  calls: string[];
}

/**
 * The first screen is complete when React has replaced the splash, nothing on it is marked
 * loading (every skeleton and the lazy page's spinner carry aria-busy), the page's own element
 * is there, and no API answer is still awaited; then the browser's next idle moment, by which the
 * answers received have been rendered. (The app's own after-first-screen work waits 3 s more.)
 */
async function untilFirstScreen(page: Page, readySelector: string, apiInFlight: () => number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    // A string, evaluated in the page (this program is typed for Node, without the DOM).
    const done = await page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => resolve(
      !document.querySelector('.boot-splash') &&
        !document.querySelector('[aria-busy="true"]') &&
        !!document.querySelector(${JSON.stringify(readySelector)}),
    )))`);
    if (!done || apiInFlight() !== 0) continue;
    // Let the answers already received finish their work (React schedules renders as tasks),
    // so the figure does not depend on how far the machine got between two checks.
    await page.evaluate(
      `new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))`,
    );
    if (apiInFlight() === 0) return;
  }
  throw new Error(`the first screen (${readySelector}) did not complete within 60 s`);
}

/** Offsets of each line's start, to turn a coverage offset into the line/column a map speaks. */
function lineStarts(text: string) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function positionOf(starts: number[], offset: number) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! };
}

/** A package's name (node_modules/@scope/name) or the app's module path (src/...). */
const sourceLabel = (source: string | null) =>
  !source
    ? '(unmapped)'
    : source.includes('node_modules/')
      ? source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : source.replace(/.*?\/?(src\/)/, '$1');

/** Samples each executed range every 32 bytes through the chunk's source map. */
function attribute(entries: CoverageEntry[], distDir: string) {
  const bytes = new Map<string, number>();
  const STEP = 32;
  for (const entry of entries) {
    const path = new URL(entry.url).pathname;
    const file = join(distDir, 'assets', path.split('/').pop()!);
    if (!path.includes('/assets/') || !existsSync(`${file}.map`)) continue;
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    const starts = lineStarts(entry.text);
    for (const range of entry.ranges) {
      for (let at = range.start; at < range.end; at += STEP) {
        const label = sourceLabel(map.originalPositionFor(positionOf(starts, at)).source);
        bytes.set(label, (bytes.get(label) ?? 0) + Math.min(STEP, range.end - at));
      }
    }
  }
  return [...bytes].sort((a, b) => b[1] - a[1]);
}

export async function measureExecutedJs(
  base: string,
  url: string,
  readySelector: string,
  { storage, mapsIn }: { storage?: Record<string, string>; mapsIn?: string } = {},
): Promise<ExecutedJs> {
  const browser = await launchHeadless();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true });
    await seedLocalStorage(page, base, storage);
    let inFlight = 0;
    const isApi = (requestUrl: string) => new URL(requestUrl).pathname.startsWith('/api/');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (!isApi(request.url())) return;
      inFlight++;
      const { pathname } = new URL(request.url());
      calls.push(`${request.resourceType()} ${request.method()} ${pathname}`);
    });
    for (const settled of ['requestfinished', 'requestfailed'] as const)
      page.on(settled, (request) => void (isApi(request.url()) && inFlight--));

    await page.coverage.startJSCoverage({ resetOnNavigation: false, useBlockCoverage: true });
    await page.goto(url);
    await untilFirstScreen(page, readySelector, () => inFlight);
    const coverage = await page.coverage.stopJSCoverage();

    const byName = new Map<string, ScriptCoverage>();
    for (const entry of coverage) {
      const path = new URL(entry.url, base).pathname;
      const name = path.startsWith('/h5/assets/') ? path : 'inline';
      const script = byName.get(name) ?? { name, loadedBytes: 0, executedBytes: 0 };
      script.loadedBytes += entry.text.length;
      script.executedBytes += entry.ranges.reduce((sum, range) => sum + range.end - range.start, 0);
      byName.set(name, script);
    }
    const scripts = [...byName.values()].sort((a, b) => b.executedBytes - a.executedBytes);
    return {
      scripts,
      loadedBytes: scripts.reduce((sum, s) => sum + s.loadedBytes, 0),
      executedBytes: scripts.reduce((sum, s) => sum + s.executedBytes, 0),
      bySource: mapsIn ? attribute(coverage, mapsIn) : undefined,
      calls,
    };
  } finally {
    await browser.close();
  }
}
