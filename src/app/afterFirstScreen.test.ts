import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSettled } from '../lib/firstScreen';
import { afterFirstScreen } from './afterFirstScreen';

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The fallback path (no requestIdleCallback, as in Safari) is the one a timer drives.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the settle time, then runs one step at a time, each after the last settled', async () => {
    const log: string[] = [];
    let finishFirst!: () => void;
    afterFirstScreen(
      [
        () => new Promise<void>((resolve) => (log.push('first'), (finishFirst = resolve))),
        () => void log.push('second'),
      ],
      1000,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['first']); // the first step's import has not arrived yet
    finishFirst();
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['first', 'second']);
  });

  it('goes on after a step that fails or never settles', async () => {
    const log: string[] = [];
    afterFirstScreen(
      [
        () => Promise.reject(new Error('offline')),
        () => new Promise(() => log.push('hangs')),
        () => void log.push('last'),
      ],
      0,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['hangs']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(log).toEqual(['hangs', 'last']);
  });

  it('holds firstScreenSettled() until the settle time, as the first step starts', async () => {
    let settled = false;
    afterFirstScreen([], 1000);
    void firstScreenSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(true);
  });
});
