import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

// Issue 31: every malformed request is a 4xx envelope with a localized message; no integer is
// read loosely; text the database cannot hold never reaches it.

const WHOLE = 'Enter a whole number using digits only';

describe.each(backends())('strict input on $name', (backend) => {
  let t: TestApp;
  let token: string;
  afterEach(() => t?.close());

  async function start() {
    t = await startTestApp(await backend.open());
    token = (await registerByEmail(t, 'strict@example.com')).token;
  }
  const form = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: token,
        ...headers,
      },
    });

  it('refuses every loose spelling of an integer with the field message, and buys nothing', async () => {
    await start();
    for (const quantity of ['0x10', '1e2', '+1', ' 1', '1 ', '1.', '1.0', 'Infinity', '1e400']) {
      const res = await form(
        '/api/miner/buyMiner',
        new URLSearchParams({ id: '1', quantity }).toString(),
      );
      expect(res.statusCode, quantity).toBe(400);
      expect(res.json(), quantity).toEqual({
        code: 400,
        type: 'error',
        message: 'Please check the information you entered',
        data: { quantity: WHOLE },
      });
    }
    const zh = await form('/api/miner/buyMiner', 'id=1&quantity=0x10', { lang: 'zh' });
    expect(zh.json().data).toEqual({ quantity: '请输入整数，只能包含数字' });
    const orders = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_miners',
    );
    expect(orders[0]!.n).toBe(0);
  });

  it('refuses integers beyond their bounds in body, query and repeated fields, exactly', async () => {
    await start();
    for (const id of ['2147483648', '9007199254740993', '99999999999999999999999999']) {
      const body = await form('/api/news/detail', `id=${id}`);
      expect(body.statusCode, id).toBe(400);
      expect(body.json().data.id, id).toMatch(/at most/);
      const query = await t.app.inject({
        method: 'GET',
        url: `/api/coin/list?pair_id=${id}&page=1`,
        headers: { authorization: token },
      });
      expect(query.statusCode, id).toBe(400);
      expect(query.json().data.pair_id).toMatch(/at most/);
    }
    const repeated = await form('/api/miner/buyMiner', 'id=1&quantity=1&quantity=2');
    expect(repeated.json().data).toEqual({ quantity: 'Enter a single value here' });
    const zero = await form('/api/news/detail', 'id=0');
    expect(zero.json().data).toEqual({ id: 'Enter a number of at least 1' });
  });

  it('refuses control characters and line breaks in one-line text, localized', async () => {
    await start();
    const nul = await form('/api/user/cash_save', 'name=a%00b&kind=bank', { lang: 'jp' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().data.name).toBe('この項目に含まれる不可視の制御文字を削除してください');
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/coin/list?status=%07',
      headers: { authorization: token },
    });
    expect(bell.json().data).toEqual({
      status: 'Remove the invisible control characters from this field',
    });
    const newline = await form('/api/user/cash_save', 'name=a%0Ab&kind=bank');
    expect(newline.json().data.name).toBe('This field must fit on one line');
  });

  it('answers the envelope to bodies and addresses the framework cannot read', async () => {
    await start();
    const auth = { authorization: token };
    const cases = [
      { url: '/api/%ZZ', method: 'GET', code: 1051 },
      { url: '/api/news/detail/%E0%A4%A', method: 'GET', code: 1051 },
      // multipart without a boundary, to an operation with a form body and to one without a body
      { url: '/api/news/detail', payload: 'x', type: 'multipart/form-data', code: 1052 },
      {
        url: '/api/user/center',
        method: 'GET',
        payload: 'x',
        type: 'multipart/form-data',
        code: 1052,
      },
      {
        url: '/api/upload/image',
        payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished',
        type: 'multipart/form-data; boundary=b',
        code: 1052,
      },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'method' in c ? c.method : 'POST',
        url: c.url,
        ...('payload' in c ? { payload: c.payload } : {}),
        headers: { ...auth, lang: 'esp', ...('type' in c ? { 'content-type': c.type } : {}) },
      });
      expect(res.statusCode, c.url).toBe(400);
      const body = res.json();
      expect(body.code, c.url).toBe(c.code);
      expect(body.type).toBe('error');
      expect(body.message).toMatch(/^(La dirección|No se ha podido leer)/);
    }
  });

  it('answers 405 with Allow to a method an address does not take, 404 to an unknown one', async () => {
    await start();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/center',
      headers: { lang: 'kr' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({
      code: 405,
      type: 'error',
      message: '이 주소에서는 이 요청 방식을 사용할 수 없습니다',
      data: null,
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no/such/operation' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers bytes that are not HTTP with the envelope before closing', async () => {
    await start();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
    const broken = '/api/user/center HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n';
    const answer = await raw(`GET ${broken}`);
    // HEAD gets the same status and headers, and no body after them.
    const head = await raw(`HEAD ${broken}`);
    expect(head).toMatch(/^HTTP\/1\.1 400 [^]*\r\n\r\n$/);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      code: 1051,
      type: 'error',
      message: 'The address of this request is malformed',
      data: null,
    });
  });
});
