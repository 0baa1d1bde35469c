// `npm run test:stories:en`, `test:stories:zh`, `test:visual`: one vitest browser run (arguments
// go to `vitest run`), and when Chromium itself went away mid-run, one more run of the files it
// left unrun. Vitest then reports "Browser connection was closed" and stops: the browser page
// crashed, no test failed. It happened in clean-clone CI runs (after 171 of 238 story files, and
// after 68 of 135); running every file again cost 14 more minutes of the 90 CI allows.
// A run with a failed test, or a second crash, fails as usual.
import { spawn, spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const VITEST = join(ROOT, 'node_modules', '.bin', 'vitest');
const CRASHED = /VITEST_BROWSER_CONNECTION_CLOSED|Browser connection was closed/;
// The summary line of a run where a test failed, e.g. "Tests  2 failed | 410 passed (412)".
const TEST_FAILED = /^\s*Tests\s+\d+ failed/m;
// A file that finished with every test passed or skipped, e.g.
// " ✓  stories (chromium)  stories/home/HomePage.stories.tsx (17 tests) 9120ms".
const FILE_DONE = /^\s*[✓↓]\s+.*?\s(\S+\.(?:stories|test)\.tsx?)\s+\(\d+ tests?/;
// eslint-disable-next-line no-control-regex -- the colour codes vitest writes
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

interface RunResult {
  code: number;
  crashed: boolean;
  /** Files that finished, as vitest names them (relative to the repository). */
  done: Set<string>;
}

/** One `vitest run`, its output passed through; resolves with its exit code and whether the browser went away. */
function vitestRun(args: string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(VITEST, ['run', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = ''; // the crash report and the summary come last
    const pass = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
      out.write(chunk);
      tail = (tail + chunk.toString()).slice(-100_000);
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    // The files that finished, from stdout's per-file lines.
    let partial = ''; // stdout's unfinished last line
    const done = new Set<string>();
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (partial + plain(chunk.toString())).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const file = FILE_DONE.exec(line)?.[1];
        if (file) done.add(file);
      }
    });
    child.on('close', (code) => {
      const text = plain(tail);
      resolve({ code: code ?? 1, crashed: CRASHED.test(text) && !TEST_FAILED.test(text), done });
    });
  });
}

/** The files a run with these arguments covers (relative paths), or null if vitest cannot say. */
function filesOf(args: string[]): string[] | null {
  const listed = spawnSync(VITEST, ['list', '--filesOnly', '--json', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (listed.status !== 0) return null;
  try {
    const files = JSON.parse(listed.stdout) as { file: string }[];
    return [...new Set(files.map(({ file }) => relative(ROOT, file)))];
  } catch {
    return null;
  }
}

// `--rotating-half`: only half of the files, the other half on alternate UTC days (vitest's
// --shard). The second story pass (Chinese, dark theme) runs so: both full passes took 40 of the 90
// minutes CI allows on a slow 2-core machine. Every file still runs in English every time, and in
// Chinese and dark at least every other day; `npm run test:stories:zh:all` runs all of it.
const ROTATING = '--rotating-half';
const rotating = process.argv.includes(ROTATING);
const half = (Math.floor(Date.now() / 86_400_000) % 2) + 1;
if (rotating) console.log(`Running half ${half} of 2 of these files today (UTC day parity).`);
const args = process.argv
  .slice(2)
  .filter((arg) => arg !== ROTATING)
  .concat(rotating ? [`--shard=${half}/2`] : []);
const first = await vitestRun(args);
if (first.code !== 0 && first.crashed) {
  const files = filesOf(args);
  const unrun = files?.filter((file) => !first.done.has(file));
  if (unrun && unrun.length === 0) {
    console.error('\nThe browser went away after every file had passed.\n');
    process.exit(0);
  }
  console.error(
    unrun
      ? `\nThe browser went away mid-run (no test failed): running the ${unrun.length} of ${files!.length} files it left unrun.\n`
      : '\nThe browser went away mid-run (no test failed): running these tests once more.\n',
  );
  // The unrun files by name, in place of the shard (which chose them already) and of any file
  // filters given (they would add back the files that passed); or all of them again.
  const isFilter = (arg: string) => !arg.startsWith('-') && /[/.]/.test(arg);
  const options = args.filter((arg) => !arg.startsWith('--shard') && !isFilter(arg));
  process.exit((await vitestRun(unrun ? [...options, ...unrun] : args)).code);
}
process.exit(first.code);
