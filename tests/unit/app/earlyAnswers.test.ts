import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import Toast from 'antd-mobile/es/components/toast';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  EARLY,
  earlyAnswersSettled,
  earlyFor,
  seedEarlyAnswers,
} from '../../../src/api/earlyAnswers';
import { ApiError, apiCall, getHttp } from '../../../src/api/http';
import { clearSession, setSession } from '../../../src/api/session';
import type { User } from '../../../src/api/generated/model';
import { initI18n } from '../../../src/i18n';

// A route's prefetch asks early; the page's own call of the same operation takes that answer
// instead of asking the server again, once, for the same user, within the keeping time.

let asked: InternalAxiosRequestConfig[] = [];
let failNext = false;
/** While set, the server answers only once it resolves. */
let gate: Promise<void> | undefined;
const server: AxiosAdapter = async (config) => {
  asked.push(config);
  await gate;
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
  gate = undefined;
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

describe('early answers before the page’s first render', () => {
  const key = ['/currency/quotation_new'];
  const closedGate = () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    return open;
  };

  it('an arrived answer goes into the cache, and is then no longer held', async () => {
    await apiCall(quotes, earlyFor(key));
    const client = new QueryClient();
    seedEarlyAnswers(client);
    expect(client.getQueryData(key)).toEqual({ n: 1 });
    await expect(apiCall(quotes)).resolves.toEqual({ n: 2 });
  });

  it('an answer still on its way stays held for the page’s own call', async () => {
    const open = closedGate();
    const early = apiCall(quotes, earlyFor(key));
    const client = new QueryClient();
    seedEarlyAnswers(client);
    expect(client.getQueryData(key)).toBeUndefined();
    open();
    await early;
    await expect(apiCall(quotes)).resolves.toEqual({ n: 1 });
    expect(asked).toHaveLength(1);
  });

  it('another user’s answer is not put into the cache', async () => {
    await apiCall(quotes, earlyFor(key));
    setSession('tok-2', { id: 2 } as User);
    const client = new QueryClient();
    seedEarlyAnswers(client);
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('waits for every answer, one asked after another too', async () => {
    const open = closedGate();
    void apiCall(quotes, earlyFor(key)).then(() =>
      apiCall(news('notice'), earlyFor(['POST', '/news/list', { kind: 'notice' }])),
    );
    let done = false;
    const settled = earlyAnswersSettled(5000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    open();
    await settled;
    expect(asked.map((config) => config.url)).toEqual(['/currency/quotation_new', '/news/list']);
    await apiCall(quotes);
    await apiCall(news('notice'));
    expect(asked).toHaveLength(2);
  });

  it('waits no longer than it is told', async () => {
    const open = closedGate();
    const early = apiCall(quotes, earlyFor(key));
    const started = Date.now();
    await earlyAnswersSettled(50);
    expect(Date.now() - started).toBeLessThan(1000);
    open();
    await early;
    await apiCall(quotes);
  });

  it('waits for an answer once: a later page does not wait for it again', async () => {
    const open = closedGate();
    const early = apiCall(quotes, earlyFor(key));
    await earlyAnswersSettled(30);
    const started = Date.now();
    await earlyAnswersSettled(5000);
    expect(Date.now() - started).toBeLessThan(1000);
    open();
    await early;
    await apiCall(quotes);
  });

  it('does not wait for an answer that names no query: it could not go into the cache', async () => {
    const open = closedGate();
    const early = apiCall(quotes, EARLY);
    const started = Date.now();
    await earlyAnswersSettled(5000);
    expect(Date.now() - started).toBeLessThan(1000);
    open();
    await early;
    await apiCall(quotes);
  });
});
