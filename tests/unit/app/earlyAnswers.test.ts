import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import Toast from 'antd-mobile/es/components/toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY } from '../../../src/api/earlyAnswers';
import { ApiError, apiCall, getHttp } from '../../../src/api/http';
import { clearSession, setSession } from '../../../src/api/session';
import type { User } from '../../../src/api/generated/model';
import { initI18n } from '../../../src/i18n';

// A route's prefetch asks early; the page's own call of the same operation takes that answer
// instead of asking the server again, once, for the same user, within the keeping time.

let asked: InternalAxiosRequestConfig[] = [];
let failNext = false;
const server: AxiosAdapter = async (config) => {
  asked.push(config);
  const fail = failNext;
  failNext = false;
  return {
    data: fail
      ? { code: 0, type: 'error', message: 'busy' }
      : { code: 1, type: 'ok', data: { n: asked.length } },
    status: 200,
    statusText: '',
    headers: {},
    config,
  };
};

const toast = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }));
vi.spyOn(Toast, 'clear').mockImplementation(() => {});

beforeAll(async () => {
  await initI18n('en');
  (await getHttp()).defaults.adapter = server;
});
beforeEach(() => {
  asked = [];
  toast.mockClear();
  setSession('tok-1', { id: 1 } as User);
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

const quotes = { url: '/currency/quotation_new', method: 'GET' } as const;
const news = (kind: string) => ({
  url: '/news/list',
  method: 'POST',
  data: new URLSearchParams({ kind }),
});

describe('early answers', () => {
  it('the page’s call takes the answer asked early: one request to the server', async () => {
    const early = apiCall(quotes, EARLY);
    await expect(apiCall({ ...quotes, signal: new AbortController().signal })).resolves.toEqual({
      n: 1,
    });
    await expect(early).resolves.toEqual({ n: 1 });
    expect(asked).toHaveLength(1);
  });

  it('is taken once: a refetch asks the server', async () => {
    await apiCall(quotes, EARLY);
    await apiCall(quotes);
    await expect(apiCall(quotes)).resolves.toEqual({ n: 2 });
    expect(asked).toHaveLength(2);
  });

  it('answers only the very same call: another body is another call', async () => {
    await apiCall(news('notice'), EARLY);
    await expect(apiCall(news('banner'))).resolves.toEqual({ n: 2 });
    await expect(apiCall(news('notice'))).resolves.toEqual({ n: 1 });
    expect(asked).toHaveLength(2);
  });

  it('is nobody’s after the session changed', async () => {
    await apiCall(quotes, EARLY);
    setSession('tok-2', { id: 2 } as User);
    await expect(apiCall(quotes)).resolves.toEqual({ n: 2 });
    expect(asked[1]?.headers.get('Authorization')).toBe('tok-2');
  });

  it('is not used once it is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await apiCall(quotes, EARLY);
    vi.setSystemTime(Date.now() + 16_000);
    await expect(apiCall(quotes)).resolves.toEqual({ n: 2 });
  });

  it('a failed early answer is asked again, and reported the page’s way', async () => {
    failNext = true;
    await expect(apiCall(quotes, EARLY)).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled(); // quiet: the early call reports nothing
    await expect(apiCall(quotes)).resolves.toEqual({ n: 2 });
    expect(asked).toHaveLength(2);
  });
});
