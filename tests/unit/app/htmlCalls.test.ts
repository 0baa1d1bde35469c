import type { AxiosAdapter } from 'axios';
import Toast from 'antd-mobile/es/components/toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, getHttp, setSessionExpiredHandler } from '../../../src/api/http';
import { callKey, EARLY_CALLS_GLOBAL, type EarlyCallAnswer } from '../../../src/api/earlyCalls';
import { forgetHtmlCalls } from '../../../src/api/htmlCalls';
import { clearSession, getSession, setSession } from '../../../src/api/session';
import type { User } from '../../../src/api/generated/model';
import { initI18n } from '../../../src/i18n';

// A prefetch's call takes the answer index.html already asked for (scripts/vite/early-preload.ts)
// when the HTML asked for the very same call with the same session and language, and treats it
// exactly as an answer through axios.

const toast = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }));
const expired = vi.fn();
const server = vi.fn<AxiosAdapter>();
const EARLY = { silent: true, early: true } as const;

beforeAll(async () => {
  await initI18n('en');
  setSessionExpiredHandler(expired);
  (await getHttp()).defaults.adapter = server;
});

beforeEach(() => {
  setSession('tok-1', { id: 1 } as User);
  server.mockImplementation(async (config) => ({
    data: { code: 1, type: 'ok', data: 'from axios' },
    status: 200,
    statusText: '',
    headers: {},
    config,
  }));
});

afterEach(() => {
  delete window[EARLY_CALLS_GLOBAL];
  vi.clearAllMocks();
  clearSession();
});

/** What the inline script leaves behind: one call made with `token` and `lang`. */
function htmlStarted(key: string, answer: EarlyCallAnswer | null, token = 'tok-1', lang = 'en') {
  window[EARLY_CALLS_GLOBAL] = { token, lang, calls: { [key]: Promise.resolve(answer) } };
}
const ok = (data: unknown): EarlyCallAnswer => ({
  status: 200,
  body: { code: 1, type: 'ok', data },
});

describe('callKey', () => {
  it('names a call by method, path, query and form body, fields sorted and empty ones left out', () => {
    expect(callKey('get', '/lh/deposit/report', { family: 'hosting', page: undefined })).toBe(
      'GET /lh/deposit/report?family=hosting',
    );
    const form = new URLSearchParams([
      ['kind', 'notice'],
      ['banner', 'true'],
    ]);
    expect(callKey('POST', '/news/list', null, form)).toBe(
      callKey('POST', '/news/list', null, { banner: true, kind: 'notice', on_home: null }),
    );
    expect(callKey('POST', '/news/list', null, form)).toBe(
      'POST /news/list banner=true&kind=notice',
    );
    expect(callKey('POST', '/wallet/list')).toBe('POST /wallet/list');
  });
});

describe('a prefetch taking the answer index.html asked for', () => {
  it('uses it instead of asking again, once', async () => {
    htmlStarted('POST /news/list kind=notice&page=1', ok({ list: [1] }));
    const form = new URLSearchParams([
      ['page', '1'],
      ['kind', 'notice'],
    ]);
    const config = { url: '/news/list', method: 'POST', data: form } as const;
    await expect(apiCall(config, EARLY)).resolves.toEqual({ list: [1] });
    expect(server).not.toHaveBeenCalled();
    await expect(apiCall(config, EARLY)).resolves.toBe('from axios');
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('asks the server itself for a call the HTML did not make', async () => {
    htmlStarted('GET /lh/deposit/report?family=hosting', ok('html'));
    const other = { url: '/lh/deposit/report', method: 'GET', params: { family: 'send' } };
    await expect(apiCall(other, EARLY)).resolves.toBe('from axios');
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('never uses one made with another session or another language', async () => {
    htmlStarted('POST /wallet/list', ok('html'), 'tok-old');
    await expect(apiCall({ url: '/wallet/list', method: 'POST' }, EARLY)).resolves.toBe(
      'from axios',
    );
    htmlStarted('POST /wallet/list', ok('html'), 'tok-1', 'zh');
    await expect(apiCall({ url: '/wallet/list', method: 'POST' }, EARLY)).resolves.toBe(
      'from axios',
    );
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('matches the language the HTML read from storage, before i18n has started in it', async () => {
    localStorage.setItem('lang', 'zh'); // i18n still runs in English here
    try {
      htmlStarted('POST /wallet/list', ok('html'), 'tok-1', 'zh');
      await expect(apiCall({ url: '/wallet/list', method: 'POST' }, EARLY)).resolves.toBe('html');
      expect(server).not.toHaveBeenCalled();
    } finally {
      localStorage.removeItem('lang');
    }
  });

  it('asks again when the HTML got nothing usable (offline, not JSON)', async () => {
    htmlStarted('POST /wallet/list', null);
    await expect(apiCall({ url: '/wallet/list', method: 'POST' }, EARLY)).resolves.toBe(
      'from axios',
    );
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('rejects a failure envelope quietly, as an early call through axios does', async () => {
    htmlStarted('POST /wallet/list', {
      status: 200,
      body: { code: 0, type: 'error', message: 'no' },
    });
    await expect(apiCall({ url: '/wallet/list', method: 'POST' }, EARLY)).rejects.toMatchObject({
      name: 'ApiError',
      message: 'no',
    });
    htmlStarted('POST /wallet/list', { status: 500, body: 'Internal' });
    await expect(apiCall({ url: '/wallet/list', method: 'POST' }, EARLY)).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
    });
    expect(toast).not.toHaveBeenCalled();
    expect(server).not.toHaveBeenCalled();
  });

  it('ends an expired session (type 999) as any call does', async () => {
    htmlStarted('POST /wallet/list', {
      status: 200,
      body: { code: 999, type: '999', message: 'Please sign in again' },
    });
    await expect(apiCall({ url: '/wallet/list', method: 'POST' }, EARLY)).rejects.toMatchObject({
      name: 'ApiError',
    });
    expect(getSession().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('is taken by a page’s own call too, which reports a failure its own way', async () => {
    htmlStarted('GET /notifications/unread', ok({ count: 2 }));
    await expect(apiCall({ url: '/notifications/unread', method: 'GET' })).resolves.toEqual({
      count: 2,
    });
    htmlStarted('GET /coins', { status: 200, body: { code: 0, type: 'error', message: 'Busy' } });
    await expect(apiCall({ url: '/coins', method: 'GET' })).rejects.toMatchObject({
      message: 'Busy',
    });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(server).not.toHaveBeenCalled();
  });

  it('answers nothing once the first screen has settled, and tells what was never taken', async () => {
    htmlStarted('GET /coins', ok('html'));
    forgetHtmlCalls();
    expect(window[EARLY_CALLS_GLOBAL]?.notTaken).toEqual(['GET /coins']);
    await expect(apiCall({ url: '/coins', method: 'GET' })).resolves.toBe('from axios');
  });
});
