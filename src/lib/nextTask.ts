interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own: the work after `await nextTask()` is not part of the current
 * task, and the browser may paint or answer a tap in between. (scheduler.yield where there is
 * one: Chromium; a zero timeout elsewhere.)
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
