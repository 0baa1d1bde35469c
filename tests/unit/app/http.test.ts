import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import Toast from 'antd-mobile/es/components/toast';
import { isValidElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, getHttp, setSessionExpiredHandler } from '../../../src/api/http';
import { LOADING_THRESHOLD_MS, isLoadingShown } from '../../../src/api/loading';
import { getSession, setSession } from '../../../src/api/session';
import type { User } from '../../../src/api/generated/model';
import i18n, { initI18n } from '../../../src/i18n';

type Reply = { status?: number; body?: unknown; delayMs?: number; networkError?: boolean };

let seen: InternalAxiosRequestConfig | undefined;

/** An axios adapter answering with `reply`, rejecting non-2xx statuses as axios' own adapters do. */
function answer(reply: Reply): AxiosAdapter {
  return async (config) => {
    seen = config;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.networkError) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: '',
      headers: {},
      config,
    };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    return response;
  };
}

const toast = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }));
const toastClear = vi.spyOn(Toast, 'clear').mockImplementation(() => {});
const expired = vi.fn();

beforeAll(async () => {
  await initI18n('en');
  setSessionExpiredHandler(expired);
});

beforeEach(() => {
  toast.mockClear();
  toastClear.mockClear();
  expired.mockClear();
  seen = undefined;
});

afterEach(() => vi.useRealTimers());

/** A toast's text: its content is the text in a status region (spoken() in toast.ts). */
const textOf = (content: unknown) =>
  isValidElement<{ role?: string; children?: unknown }>(content) && content.props.role === 'status'
    ? content.props.children
    : content;
const shownMessages = () =>
  toast.mock.calls.map(([props]) => textOf(typeof props === 'string' ? props : props.content));

describe('apiCall', () => {
  it('hands the caller data on success, with lang and Authorization headers', async () => {
    setSession('tok-123', { id: 1 } as User);
    (await getHttp()).defaults.adapter = answer({
      body: { code: 1, type: 'ok', message: 'fine', data: { id: 7 } },
    });
    await expect(apiCall({ url: '/user/center', method: 'GET' })).resolves.toEqual({ id: 7 });
    expect(seen?.headers.get('Authorization')).toBe('tok-123');
    expect(seen?.headers.get('lang')).toBe('en');
    expect(seen?.baseURL).toBe('/api');
    expect(seen?.timeout).toBe(60_000);
    expect(toast).not.toHaveBeenCalled();
  });

  it('hands the caller the message when there is no data', async () => {
    (await getHttp()).defaults.adapter = answer({
      body: { code: 1, type: 'ok', message: 'Signed out', data: null },
    });
    await expect(apiCall({ url: '/user/logout', method: 'POST' })).resolves.toBe('Signed out');
  });

  it('treats code 1 as success whatever the type', async () => {
    (await getHttp()).defaults.adapter = answer({
      body: { code: 1, type: 'success', message: 'm', data: [1, 2] },
    });
    await expect(apiCall({ url: '/x' })).resolves.toEqual([1, 2]);
  });

  it('toasts the server message and rejects on a failure envelope', async () => {
    (await getHttp()).defaults.adapter = answer({
      status: 422,
      body: { code: 4221, type: 'error', message: 'Insufficient balance', data: null },
    });
    const error = await apiCall({ url: '/wallet/out', method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Insufficient balance',
      code: 4221,
      status: 422,
      handled: true,
    });
    expect(shownMessages()).toEqual(['Insufficient balance']);
  });

  it('toasts the server message on a failure envelope with HTTP 200 too', async () => {
    (await getHttp()).defaults.adapter = answer({
      body: { code: 0, type: 'error', message: 'Nope' },
    });
    await expect(apiCall({ url: '/x' })).rejects.toBeInstanceOf(ApiError);
    expect(shownMessages()).toEqual(['Nope']);
  });

  it('toasts ERROR when the server gives no message (network failure)', async () => {
    (await getHttp()).defaults.adapter = answer({ networkError: true });
    await expect(apiCall({ url: '/x' })).rejects.toBeInstanceOf(ApiError);
    expect(shownMessages()).toEqual([i18n.t('common:error.generic')]);
    expect(i18n.t('common:error.generic')).toBe('ERROR');
  });

  it('stays quiet for a silent call, but still rejects', async () => {
    (await getHttp()).defaults.adapter = answer({
      status: 500,
      body: { code: 500, type: 'error', message: 'down' },
    });
    await expect(apiCall({ url: '/x' }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });

  it('on type 999 clears the session, shows the message and calls the expired handler', async () => {
    setSession('tok-old', { id: 1 } as User);
    (await getHttp()).defaults.adapter = answer({
      status: 401,
      body: { code: 999, type: '999', message: 'Please sign in again' },
    });
    await expect(apiCall({ url: '/user/center' })).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(shownMessages()).toEqual(['Please sign in again']);
    expect(expired).toHaveBeenCalledOnce();
  });
});

describe('global loading indicator', () => {
  it('appears only after 1000 ms, with a mask, and goes when the call ends', async () => {
    vi.useFakeTimers();
    (await getHttp()).defaults.adapter = answer({
      delayMs: 1500,
      body: { code: 1, type: 'ok', message: 'ok', data: 1 },
    });
    const call = apiCall({ url: '/slow' });
    await vi.advanceTimersByTimeAsync(LOADING_THRESHOLD_MS - 1);
    expect(toast).not.toHaveBeenCalled();
    expect(isLoadingShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'loading', maskClickable: false }),
    );
    expect(isLoadingShown()).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    await expect(call).resolves.toBe(1);
    expect(isLoadingShown()).toBe(false);
    expect(toastClear).toHaveBeenCalled();
  });

  it('never appears for a call that ends sooner', async () => {
    vi.useFakeTimers();
    (await getHttp()).defaults.adapter = answer({
      delayMs: 300,
      body: { code: 1, type: 'ok', message: 'ok', data: 1 },
    });
    const call = apiCall({ url: '/fast' });
    await vi.advanceTimersByTimeAsync(300);
    await expect(call).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(toast).not.toHaveBeenCalled();
  });

  it('is cleared before the failure toast of a slow call, which stays on screen', async () => {
    vi.useFakeTimers();
    (await getHttp()).defaults.adapter = answer({
      delayMs: 1500,
      body: { code: 0, type: 'error', message: 'Insufficient balance' },
    });
    const call = apiCall({ url: '/slow-failure' });
    const settled = expect(call).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(1500);
    await settled;
    expect(isLoadingShown()).toBe(false);
    const lastClear = Math.max(...toastClear.mock.invocationCallOrder);
    const lastShow = Math.max(...toast.mock.invocationCallOrder);
    expect(lastShow).toBeGreaterThan(lastClear);
    expect(shownMessages().at(-1)).toBe('Insufficient balance');
  });
});
