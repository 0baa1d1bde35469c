import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadScript, type RouteFiles } from '../../../scripts/vite/early-preload.ts';

// The inline script of index.html (scripts/vite/early-preload.ts) that asks for the first screen's
// files with the HTML: which files it asks for, by the address, the session and the language.
const NAMES = [
  'assets/login-a.js', // 0
  'assets/login-a.css', // 1
  'assets/home-b.js', // 2
  'assets/axios-c.js', // 3
  'assets/en-d.js', // 4
  'assets/zh-e.js', // 5
  'assets/market-f.js', // 6
];
const texts = { en: [4], zh: [5] };
const login: RouteFiles = [0, [0, 1], [], texts];
const script = preloadScript({
  base: '/h5/',
  names: NAMES,
  routes: {
    '/': login,
    '/pages/user/login/login': login,
    '/pages/index/index': [0, [2], [3], texts],
    '/pages/trade/index': [1, [6], [3], texts],
    '/pages/assets/index': [1, [6], [3], texts, ['POST /wallet/list', 'POST /news/list kind=a']],
  },
  login,
  defaultLanguage: 'en',
  languageKey: 'lang',
  tokenKey: 'token',
  apiBase: '/api',
  callsGlobal: 'earlyCalls',
});

function preloadsFor(hash: string): string[] {
  window.location.hash = hash;
  new Function(script)();
  return [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href')}${link.crossOrigin === '' ? ' cors' : ''}`,
  );
}

describe('the early preload script', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    window.location.hash = '';
  });

  it("asks for login's files and the default language's texts at the root", () => {
    expect(preloadsFor('')).toEqual([
      'modulepreload /h5/assets/login-a.js cors',
      'preload /h5/assets/login-a.css cors',
      'modulepreload /h5/assets/en-d.js cors',
    ]);
  });

  it('adds what a page loads signed in only when a session is stored, in its language', () => {
    expect(preloadsFor('#/pages/index/index')).toEqual([
      'modulepreload /h5/assets/home-b.js cors',
      'modulepreload /h5/assets/en-d.js cors',
    ]);
    document.head.innerHTML = '';
    localStorage.setItem('token', 't');
    localStorage.setItem('lang', 'zh');
    expect(preloadsFor('#/pages/index/index?from=push')).toEqual([
      'modulepreload /h5/assets/home-b.js cors',
      'modulepreload /h5/assets/axios-c.js cors',
      'modulepreload /h5/assets/zh-e.js cors',
    ]);
  });

  it('asks for login instead of a protected page without a session', () => {
    localStorage.setItem('lang', 'zh');
    expect(preloadsFor('#/pages/trade/index')).toEqual([
      'modulepreload /h5/assets/login-a.js cors',
      'preload /h5/assets/login-a.css cors',
      'modulepreload /h5/assets/zh-e.js cors',
    ]);
  });

  it('asks for nothing on another page, and falls back to the default language', () => {
    expect(preloadsFor('#/pages/help/index')).toEqual([]);
    localStorage.setItem('lang', 'xx');
    expect(preloadsFor('#/pages/user/login/login')).toContain(
      'modulepreload /h5/assets/en-d.js cors',
    );
  });

  it('starts a signed-in page’s calls with the session and the language, before its files', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => Response.json({ ok: 1 }));
    try {
      localStorage.setItem('token', 't');
      localStorage.setItem('lang', 'zh');
      preloadsFor('#/pages/assets/index');
      const headers = {
        Authorization: 't',
        lang: 'zh',
        'Content-Type': 'application/x-www-form-urlencoded',
      };
      expect(fetch.mock.calls).toEqual([
        ['/api/wallet/list', { method: 'POST', body: undefined, headers }],
        ['/api/news/list', { method: 'POST', body: 'kind=a', headers }],
      ]);
      const started = (window as unknown as Record<string, unknown>).earlyCalls as {
        token: string;
        lang: string;
        calls: Record<string, Promise<unknown>>;
      };
      expect(started).toMatchObject({ token: 't', lang: 'zh' });
      await expect(started.calls['POST /wallet/list']).resolves.toEqual({
        status: 200,
        body: { ok: 1 },
      });
    } finally {
      fetch.mockRestore();
      delete (window as unknown as Record<string, unknown>).earlyCalls;
    }
  });

  it('leaves a call it could not complete as null, never as a rejection', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementationOnce(async () => {
        throw new TypeError('offline');
      })
      .mockImplementationOnce(async () => new Response('<html>'));
    try {
      localStorage.setItem('token', 't');
      preloadsFor('#/pages/assets/index');
      const { calls } = (window as unknown as Record<string, { calls: Record<string, unknown> }>)
        .earlyCalls!;
      await expect(calls['POST /wallet/list']).resolves.toBeNull();
      await expect(calls['POST /news/list kind=a']).resolves.toBeNull();
    } finally {
      fetch.mockRestore();
      delete (window as unknown as Record<string, unknown>).earlyCalls;
    }
  });

  it('makes no call without a session', () => {
    const fetch = vi.spyOn(window, 'fetch');
    try {
      preloadsFor('#/pages/assets/index');
      expect(fetch).not.toHaveBeenCalled();
      expect((window as unknown as Record<string, unknown>).earlyCalls).toBeUndefined();
    } finally {
      fetch.mockRestore();
    }
  });

  it('never throws, even when storage is unavailable', () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('denied');
      },
    });
    try {
      expect(preloadsFor('#/pages/index/index')).toEqual([]);
    } finally {
      Object.defineProperty(window, 'localStorage', storage);
    }
  });
});
