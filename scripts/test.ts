// `npm test`: every check, in the order that fails fastest. Each step is an npm script that can
// also run alone. Stops at the first failure with that step's exit code.
import { spawnSync } from 'node:child_process';

const steps: [label: string, script: string, ...args: string[]][] = [
  ['generated code is up to date', 'check:generated'],
  ['typecheck', 'typecheck'],
  ['lint (code and contract)', 'lint'],
  ['unit tests', 'test:unit'],
  ['server tests (PGlite and PostgreSQL)', 'test:server'],
  ['three server instances on one PostgreSQL', 'test:cluster'],
  ['story tests in Chromium (en and zh)', 'test:stories'],
  ['visual regression', 'test:visual'],
  ['bundle size (first load: login ≤ 150 KB, Home ≤ 200 KB gzip; no mock code)', 'size'],
  ['Storybook builds', 'build-storybook'],
  ['end-to-end journeys against the real server', 'test:e2e'],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [label, script, ...args] of steps) {
  if (only.length && !only.includes(script)) continue;
  console.log(`\n=== ${label} (npm run ${script}) ===`);
  const t0 = Date.now();
  const run = spawnSync(
    'npm',
    ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
    {
      stdio: 'inherit',
    },
  );
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\n✗ ${label} failed after ${secs} s (npm run ${script})`);
    process.exit(run.status ?? 1);
  }
  console.log(`✓ ${label} (${secs} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
