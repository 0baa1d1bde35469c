// `npm test`: every check, in the order that fails fastest. Each step is an npm script that can
// also run alone (`npm test -- lint test:unit` runs just those). Stops at the first failure with
// that step's exit code.
//
// Steps in one stage run side by side: the static checks are each one busy thread, and the
// machine has two cores. Every step that drives a browser or times a race runs alone.
import { spawn } from 'node:child_process';

type Step = [label: string, script: string];

const stages: Step[][] = [
  // Alone: it regenerates the generated code in place before comparing it with git's.
  [['generated code is up to date', 'check:generated']],
  [
    ['typecheck', 'typecheck'],
    ['lint (code and contract)', 'lint'],
    ['unit tests', 'test:unit'],
  ],
  [['server tests (PGlite and PostgreSQL)', 'test:server']],
  [['server instances on one PostgreSQL, scraped by Prometheus', 'test:cluster']],
  [['contract fuzzer (signed in and out, then reconcile)', 'test:fuzz']],
  // One browser per language: a fresh Chromium for each half of the story files.
  [['story tests in Chromium (en)', 'test:stories:en']],
  [
    [
      'story tests in Chromium (zh, dark: half the files, the other half the next day)',
      'test:stories:zh',
    ],
  ],
  [['visual regression', 'test:visual']],
  [
    ['bundle size and JavaScript run before the first screen (login, Home; no mock code)', 'size'],
    ['Storybook builds', 'build-storybook'],
  ],
  [['end-to-end journeys against the real server', 'test:e2e']],
  [['every page and two journeys in WebKit and Firefox', 'test:engines']],
];

interface Outcome {
  step: Step;
  code: number;
  secs: string;
  output: string;
}

const running = new Set<ReturnType<typeof spawn>>();

/** Runs one npm script; `live` streams its output, otherwise it is kept for the stage's report. */
function run(step: Step, live: boolean): Promise<Outcome> {
  const t0 = Date.now();
  const child = spawn('npm', ['run', '--silent', step[1]], {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so a failing neighbour can stop all of it
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      resolve({ step, code: code ?? (signal ? 1 : 0), secs, output });
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

let firstFailure: Outcome | undefined;

function report(outcome: Outcome) {
  const {
    step: [label, script],
    code,
    secs,
  } = outcome;
  if (code === 0) console.log(`✓ ${label} (${secs} s)`);
  else if (firstFailure)
    console.error(`- ${label} stopped after ${secs} s: a step beside it failed`);
  else {
    firstFailure = outcome;
    console.error(`\n✗ ${label} failed after ${secs} s (npm run ${script})`);
    stopAll();
  }
}

const only = process.argv.slice(2);
const started = Date.now();
for (const stage of stages) {
  const steps = stage.filter(([, script]) => !only.length || only.includes(script));
  if (!steps.length) continue;
  const live = steps.length === 1;
  await Promise.all(
    steps.map(async (step) => {
      if (live) console.log(`\n=== ${step[0]} (npm run ${step[1]}) ===`);
      const outcome = await run(step, live);
      if (!live) {
        // Printed whole when the step ends, so side-by-side steps never interleave.
        console.log(`\n=== ${step[0]} (npm run ${step[1]}) ===\n${outcome.output.trimEnd()}`);
      }
      report(outcome);
    }),
  );
  if (firstFailure) process.exit(firstFailure.code);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
