// Work the first screen does not need (the service worker, the toast and dialog code, the tab
// bar...), run once it has settled: after the page's load event, a few quiet seconds, then one
// step per idle moment. A step's import is fetched and evaluated before the next one starts, so
// no two steps' code runs in one task: each stays short, and a tap is answered between them.
// (Run together, they made one long task on a phone just as the user reached for the screen.)

import { holdFirstScreen } from '../lib/firstScreen';

export type Step = () => Promise<unknown> | void;

/** A step that has not settled by then is left to finish on its own; the next one starts. */
const STEP_PATIENCE_MS = 5000;

const idle = (run: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 0);

async function settled(step: Step): Promise<void> {
  let timer: number | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(step),
      new Promise((resolve) => (timer = window.setTimeout(resolve, STEP_PATIENCE_MS))),
    ]);
  } catch {
    // A step that fails (offline, a new deploy) is tried again where it is used.
  } finally {
    window.clearTimeout(timer);
  }
}

function runFrom(steps: readonly Step[], index: number): void {
  const step = steps[index];
  if (!step) return;
  idle(() => void settled(step).then(() => runFrom(steps, index + 1)));
}

/**
 * Runs `steps` in order, one per idle moment, `settleMs` after the page has loaded; until then,
 * firstScreenSettled() waits (call this before the first render).
 */
export function afterFirstScreen(steps: readonly Step[], settleMs = 3000): void {
  const release = holdFirstScreen();
  const start = () =>
    window.setTimeout(() => {
      release();
      runFrom(steps, 0);
    }, settleMs);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
