import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  },
  login,
  defaultLanguage: 'en',
  languageKey: 'lang',
  tokenKey: 'token',
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
