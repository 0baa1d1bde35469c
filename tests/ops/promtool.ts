// Running promtool (Debian's `prometheus` package). Without it the promtool checks fail (CI
// installs it), unless a developer opts out explicitly with REQUIRE_PROMTOOL=0.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect } from 'vitest';

const PROMTOOL = process.env.PROMTOOL || '/usr/bin/promtool';
const HAVE_PROMTOOL = existsSync(PROMTOOL);
export const SKIP_PROMTOOL = !HAVE_PROMTOOL && process.env.REQUIRE_PROMTOOL === '0';

export function promtool(...args: string[]): { status: number | null; output: string } {
  if (!HAVE_PROMTOOL) {
    throw new Error(
      `promtool is not installed (${PROMTOOL}): install Debian's \`prometheus\` package ` +
        '(apt-get install prometheus; CI installs it), or set REQUIRE_PROMTOOL=0 to skip these checks.',
    );
  }
  const run = spawnSync(PROMTOOL, args, { encoding: 'utf8', timeout: 120_000 });
  if (run.error) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

export function expectPromtoolSuccess(...args: string[]): string {
  const { status, output } = promtool(...args);
  expect(status, `promtool ${args.join(' ')} failed:\n${output}`).toBe(0);
  return output;
}
