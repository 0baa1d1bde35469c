import path from 'node:path';
import type { Plugin } from 'vite';
import { chunksOf, staticClosure } from './chunks.ts';

/** A page a visit often starts on, by its exact hash path. */
export interface EarlyPage {
  name: string;
  /** Hash paths that open it (no parameters). */
  paths: string[];
  /** The page's module and what loads beside it before its first screen (project-relative). */
  modules: string[];
  /** What it loads besides when opened signed in (its first API calls, the HTTP client). */
  signedIn?: string[];
  /** Its own translation namespaces (core ones come with every page). */
  namespaces?: string[];
  /** Opened without a session, the guard shows login instead: preload login's files then. */
  auth?: boolean;
  /** The GET calls its first screen makes signed in (addresses below /api, src/api/earlyCalls.ts):
   * the script starts them with the session, and the page's prefetch takes their answers. */
  calls?: string[];
}

/** Where the script finds a page: [needs a session, files, files if signed in, texts by language,
 * calls to start if signed in]. */
export type RouteFiles = [0 | 1, number[], number[], Record<string, number[]>, string[]?];

/**
 * Starts fetching the first screen's files with the HTML, not after the boot chunk has run.
 *
 * Hash routing leaves the server blind to the page asked for, so the app learns it only once the
 * entry and the boot chunk (100+ KB) have arrived and run: only then did the page's chunks, its
 * styles and the language's texts start, one more round trip on the way to the first screen. A
 * small inline script (allowed by its hash, server/src/http/security-headers.ts) reads the hash,
 * the stored language and whether a session exists, and adds `modulepreload` / `preload` links for
 * what that page will ask for. The loader finds the links already there and adds none of its own.
 */
export function earlyPreload(options: {
  pages: EarlyPage[];
  /** The page a protected path shows without a session. */
  login: EarlyPage;
  /** Each language's core texts module, by language code. */
  languages: Record<string, string>;
  /** A namespace's module in a language, for `namespaces`. */
  namespaceModule: (lang: string, namespace: string) => string;
  /** The module that lists the namespaces' modules (the loader goes through it). */
  catalogModule: string;
  defaultLanguage: string;
  languageKey: string;
  tokenKey: string;
  /** Where the API is, and where the script leaves the calls it started (src/api/earlyCalls.ts). */
  apiBase: string;
  callsGlobal: string;
}): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'early-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const chunks = chunksOf(bundle);
        const byModule = new Map<string, string>();
        for (const chunk of chunks.values()) {
          if (chunk.facadeModuleId)
            byModule.set(path.normalize(chunk.facadeModuleId), chunk.fileName);
        }
        const fileOf = (module: string) => {
          const file = byModule.get(path.resolve(root, module));
          if (!file) throw new Error(`early-preload: ${module} is not the entry of a chunk`);
          return file;
        };
        const loaded = staticClosure(chunks, [entry.fileName]);
        const filesOf = (modules: string[]) => {
          const files = [...staticClosure(chunks, modules.map(fileOf))].filter(
            (f) => !loaded.has(f),
          );
          const css = files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]);
          // Index into one list of files, so each file name is written once.
          return [...files, ...new Set(css)];
        };
        const names: string[] = [];
        const indexOf = (file: string) => {
          const at = names.indexOf(file);
          return at >= 0 ? at : names.push(file) - 1;
        };
        const langs = Object.keys(options.languages);
        const routeFiles = (page: EarlyPage): RouteFiles => {
          const pageFiles = filesOf([
            ...page.modules,
            ...(page.namespaces?.length ? [options.catalogModule] : []),
          ]);
          const signedIn = filesOf(page.signedIn ?? []).filter((f) => !pageFiles.includes(f));
          const texts = (lang: string) =>
            filesOf([
              options.languages[lang]!,
              ...(page.namespaces ?? []).map((ns) => options.namespaceModule(lang, ns)),
            ]);
          const files: RouteFiles = [
            page.auth ? 1 : 0,
            pageFiles.map(indexOf),
            signedIn.map(indexOf),
            Object.fromEntries(langs.map((lang) => [lang, texts(lang).map(indexOf)])),
          ];
          if (page.calls?.length) files.push(page.calls);
          return files;
        };
        const login = routeFiles(options.login);
        const routes: Record<string, RouteFiles> = {};
        for (const page of [options.login, ...options.pages]) {
          const files = page === options.login ? login : routeFiles(page);
          for (const p of page.paths) routes[p] = files;
        }
        const script = preloadScript({
          base,
          names,
          routes,
          login,
          defaultLanguage: options.defaultLanguage,
          languageKey: options.languageKey,
          tokenKey: options.tokenKey,
          apiBase: options.apiBase,
          callsGlobal: options.callsGlobal,
        });
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}

/** The inline script: plain ES5-level code, no modules, fails silently (the loader still runs).
 * Signed in, it first starts the page's API calls with the session and language the app will use
 * (their answers are only ever kept as a promise that never rejects, so nothing is logged if the
 * app never takes one). Every link is CORS-anonymous, as the loader's own are: a preload is only
 * used by a request of the same credentials mode. */
export function preloadScript(data: {
  base: string;
  names: string[];
  routes: Record<string, RouteFiles>;
  login: RouteFiles;
  defaultLanguage: string;
  languageKey: string;
  tokenKey: string;
  apiBase: string;
  callsGlobal: string;
}): string {
  return `(function(d){try{var s=localStorage,p=location.hash.slice(1).split('?')[0]||'/',r=d.routes[p];if(!r)return;var t=s.getItem(d.tokenKey);if(r[0]&&!t)r=d.login;var g=s.getItem(d.languageKey);if(!r[3][g])g=d.defaultLanguage;var a=r[4];if(t&&a&&window.fetch){var c={};for(var j=0;j<a.length;j++){var q=a[j].split(' ');c[a[j]]=fetch(d.apiBase+q[1],{method:q[0],body:q[2],headers:{Authorization:t,lang:g,'Content-Type':'application/x-www-form-urlencoded'}}).then(function(x){return x.json().then(function(b){return{status:x.status,body:b}})})['catch'](function(){return null})}window[d.callsGlobal]={token:t,lang:g,calls:c}}var l=r[3][g],f=r[1].concat(t?r[2]:[],l);for(var i=0;i<f.length;i++){var n=d.names[f[i]],k=document.createElement('link');if(/\\.css$/.test(n)){k.rel='preload';k.as='style'}else k.rel='modulepreload';k.crossOrigin='';k.href=d.base+n;document.head.appendChild(k)}}catch(e){}})(${JSON.stringify(data)})`;
}
