import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_LOADING_DELAY_MS,
  PAGE_LOADING_TIMEOUT_MS,
  PageLoading,
} from '../../../src/app/PageLoading';
import i18n, { initI18n } from '../../../src/i18n';
import { advance, click, render } from './render';

beforeAll(() => initI18n('en'));

describe('PageLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for the first 200 ms, then a spinner', async () => {
    const view = render(<PageLoading />);
    expect(view.container.textContent).toBe('');
    await advance(PAGE_LOADING_DELAY_MS - 1);
    expect(view.container.querySelector('[role="status"]')).toBeNull();
    await advance(1);
    expect(view.container.querySelector('[role="status"]')).not.toBeNull();
    expect(view.container.textContent).toContain(i18n.t('common:loading'));
    view.unmount();
  });

  it('gives up after 60 s and offers Retry', async () => {
    const onRetry = vi.fn();
    const view = render(<PageLoading onRetry={onRetry} />);
    await advance(PAGE_LOADING_TIMEOUT_MS - 1);
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    await advance(1);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      i18n.t('common:page.timedOut'),
    );
    const retry = view.container.querySelector('button')!;
    expect(retry.textContent).toContain(i18n.t('common:actions.retry'));
    await click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    view.unmount();
  });

  it('stops its timers when unmounted (the page arrived)', async () => {
    const view = render(<PageLoading />);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
