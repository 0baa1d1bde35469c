import { afterEach, expect, it, vi } from 'vitest';
import { announce } from '../../../src/components/imperative/announce';

afterEach(() => vi.useRealTimers());

const region = () => document.querySelector('[data-testid="announcer"]');

it('reads a message out through one polite status region, the same message twice as well', () => {
  vi.useFakeTimers();
  announce('Saved');
  expect(region()?.getAttribute('role')).toBe('status');
  expect(region()?.getAttribute('aria-live')).toBe('polite');
  vi.advanceTimersByTime(60);
  expect(region()?.textContent).toBe('Saved');
  // Emptied, then filled again: screen readers announce a repeated message.
  announce('Saved');
  expect(region()?.textContent).toBe('');
  vi.advanceTimersByTime(60);
  expect(region()?.textContent).toBe('Saved');
  expect(document.querySelectorAll('[data-testid="announcer"]')).toHaveLength(1);
  announce('');
  expect(region()?.textContent).toBe('Saved');
});
