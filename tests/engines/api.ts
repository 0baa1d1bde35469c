// The few API calls the engine walk makes before it starts: sign in, read ids for the pages that
// show one object, and create the objects a fresh server has none of (an OTC order, a deposit).
// Through the server's own contract, as the app would.

export interface Api {
  get<T = unknown>(path: string, query?: Record<string, string | number>): Promise<T>;
  post<T = unknown>(path: string, form?: Record<string, string | number>): Promise<T>;
  upload<T = unknown>(path: string, file: Blob, name: string): Promise<T>;
}

async function dataOf<T>(path: string, response: Response): Promise<T> {
  const text = await response.text();
  let body: { code?: number; message?: string; data?: T };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${path}: HTTP ${response.status}, ${text.slice(0, 200)}`);
  }
  if (!response.ok || body.code !== 1) {
    throw new Error(`${path}: HTTP ${response.status}, ${body.message ?? text.slice(0, 200)}`);
  }
  return body.data as T;
}

/** Calls `/api` of `base` with `token` as the session (none: signed out). */
export function apiOf(base: string, token?: string): Api {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const url = (path: string) => `${base}/api/${path}`;
  const form = (fields: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  return {
    async get(path, query = {}) {
      const search = Object.keys(query).length ? `?${form(query)}` : '';
      return dataOf(path, await fetch(url(path) + search, { headers }));
    },
    async post(path, fields = {}) {
      return dataOf(path, await fetch(url(path), { method: 'POST', headers, body: form(fields) }));
    },
    async upload(path, file, name) {
      const body = new FormData();
      body.append('file', file, name);
      return dataOf(path, await fetch(url(path), { method: 'POST', headers, body }));
    },
  };
}

export async function signIn(base: string, email: string, password: string): Promise<Api> {
  const { token } = await apiOf(base).post<{ token: string }>('user/login', {
    type: 'email',
    user_string: email,
    password,
  });
  return apiOf(base, token);
}
