// Page paths are the spec's page paths (spec section 2, routes.tsv), used by the route table,
// links and redirects alike. Pure: no navigation happens here.
export const PATHS = {
  login: '/pages/user/login/login',
  register: '/pages/user/login/register',
  choose: '/pages/user/login/choose',
  forgetPassword: '/pages/user/login/forgetPassword',
  home: '/pages/index/index',
  market: '/pages/trade/index',
  option: '/pages/option/detail',
  trust: '/pages/template/index',
  assets: '/pages/assets/index',
  settings: '/pages/settings/index',
  language: '/pages/settings/language/language',
  account: '/pages/settings/account/index',
} as const;

/** The five bottom tabs, in order (spec section 2). */
export const TAB_PATHS = [PATHS.home, PATHS.market, PATHS.option, PATHS.trust, PATHS.assets] as const;

export const isTabPath = (path: string) => (TAB_PATHS as readonly string[]).includes(path);

/** back-type 2 for tab pages, 1 for every other page (spec section 2). */
export type BackType = 1 | 2;

/** The login URL that brings the user back to `backpage` (a full path with its query). */
export function loginUrl(backpage: string): string {
  const path = backpage.split('?')[0] ?? backpage;
  const backtype: BackType = isTabPath(path) ? 2 : 1;
  return `${PATHS.login}?backpage=${encodeURIComponent(backpage)}&backtype=${backtype}`;
}

/**
 * Where to go after signing in: the decoded `backpage` when it is one of our pages, else home.
 * Only in-app paths are accepted, so a crafted link cannot send the user elsewhere.
 */
export function afterLoginPath(search: string, fallback: string = PATHS.home): string {
  const backpage = new URLSearchParams(search).get('backpage');
  if (!backpage || !backpage.startsWith('/pages/') || backpage.startsWith('/pages/user/login/')) {
    return fallback;
  }
  return backpage;
}
