import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '../../../src/app/chunk';
import { EARLY_ANSWERS_WAIT_MS, lazyPage } from '../../../src/app/lazyPage';
import i18n, { initI18n } from '../../../src/i18n';
import { holdEarlyAnswer } from '../../../src/api/earlyAnswers';
import { queryClient } from '../../../src/app/queryClient';
import { advance, click, flush, render } from './render';

beforeAll(() => initI18n('en'));

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails with a ChunkLoadError after 120 s', async () => {
    const never = new Promise<never>(() => {});
    const loading = loadChunk(() => never);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void loading.then(undefined, () => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('turns a missing chunk into a ChunkLoadError that keeps the cause', async () => {
    const missing = new TypeError(
      'Failed to fetch dynamically imported module: /h5/assets/Page-x.js',
    );
    const error = await loadChunk(() => Promise.reject(missing)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).cause).toBe(missing);
  });

  it('resolves with the module and clears its timer', async () => {
    const module = { default: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('lazyPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the page once loaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <p>the page</p> }));
    const view = render(<Page />);
    await flush();
    expect(view.container.textContent).toBe('the page');
    view.unmount();
  });

  it('does not redraw the page when the loader redraws', async () => {
    const draws = vi.fn();
    const Page = lazyPage(() =>
      Promise.resolve({
        default: () => {
          draws();
          return <p>the page</p>;
        },
      }),
    );
    const view = render(<Page />);
    await flush();
    expect(draws).toHaveBeenCalledTimes(1);
    view.rerender(<Page />);
    await act(() => i18n.changeLanguage('zh'));
    await act(() => i18n.changeLanguage('en'));
    expect(draws).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('waits for the answers asked early, and draws the page with them at its first render', async () => {
    let answer = (_: unknown) => {};
    const early = new Promise((resolve) => (answer = resolve));
    holdEarlyAnswer({ url: '/x', method: 'GET' }, early, ['/x']);
    const seen: unknown[] = [];
    const Page = lazyPage(() =>
      Promise.resolve({
        default: () => {
          seen.push(queryClient.getQueryData(['/x']) ?? 'nothing');
          return <p>the page</p>;
        },
      }),
    );
    const view = render(<Page />);
    await flush();
    expect(view.container.textContent).toBe('');
    answer({ n: 1 });
    await advance(1);
    await flush();
    expect(seen).toEqual([{ n: 1 }]);
    view.unmount();
    queryClient.clear();
  });

  it('draws the page without an answer that takes too long', async () => {
    holdEarlyAnswer({ url: '/y', method: 'GET' }, new Promise(() => {}), ['/y']);
    const Page = lazyPage(() => Promise.resolve({ default: () => <p>the page</p> }));
    const view = render(<Page />);
    await flush();
    expect(view.container.textContent).toBe('');
    await advance(EARLY_ANSWERS_WAIT_MS);
    await flush();
    expect(view.container.textContent).toBe('the page');
    view.unmount();
  });

  it('offers Retry after a failed load, and Retry imports again', async () => {
    const importer = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => <p>second try</p> });
    const Page = lazyPage(importer);
    const view = render(<Page />);
    await flush();
    expect(view.container.textContent).toContain(i18n.t('common:page.loadFailed'));
    await click(view.container.querySelector('button')!);
    await flush();
    await flush();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(view.container.textContent).toBe('second try');
    view.unmount();
  });
});
