import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../helpers/backends.ts';
import { registerByEmail, startTestApp, type TestApp } from '../support/app.ts';

describe.each(backends())('HTTP envelope on $name', (backend) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('answers an unknown path with a 404 envelope', async () => {
    t = await startTestApp(await backend.open());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
      headers: { lang: 'esp' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      type: 'error',
      message: 'No se ha encontrado el recurso solicitado',
      data: null,
    });
  });

  it('answers a contract violation with 400 and localized field errors', async () => {
    t = await startTestApp(await backend.open());
    const en = await t.post('/api/sms_send', {
      user_string: '12',
      area_code: '86',
      scene: 'register',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 400,
      type: 'error',
      message: 'Please check the information you entered',
      data: { user_string: 'Please enter the correct phone number' },
    });
    const zh = await t.post('/api/sms_mail', { scene: 'register' }, { lang: 'zh' });
    expect(zh.json()).toMatchObject({
      type: 'error',
      message: '请检查您填写的信息',
      data: { user_string: '此项为必填项' },
    });
    const badScene = await t.post(
      '/api/sms_mail',
      { user_string: 'a@example.com', scene: 'nope' },
      { lang: 'th' },
    );
    expect(badScene.json()).toMatchObject({ code: 400, data: { scene: 'รูปแบบไม่ถูกต้อง' } });
  });

  it('answers a per-address flood with a 429 envelope', async () => {
    t = await startTestApp(await backend.open(), { rateLimit: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) expect((await t.post('/api/area_code')).statusCode).toBe(200);
    const res = await t.post('/api/area_code', {}, { lang: 'kr' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 429,
      type: 'error',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
      data: null,
    });
    // another address is not affected
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/area_code', remoteAddress: '10.0.0.9' }))
        .statusCode,
    ).toBe(200);
    // the app's static files do not count against the API budget
    expect((await t.app.inject({ method: 'GET', url: '/h5/assets/index.js' })).statusCode).not.toBe(
      429,
    );
  });

  it('gives each signed-in user a budget of their own; a made-up token spends the address budget', async () => {
    t = await startTestApp(await backend.open(), { rateLimit: { max: 4, windowMs: 60_000 } });
    // Registering signs each user in (codes and register count against the address: 2 calls each).
    const alice = await registerByEmail(t, 'alice-limit@example.com');
    const bob = await registerByEmail(t, 'bob-limit@example.com');
    const asUser = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/center', headers: { authorization: token } });
    for (let i = 0; i < 4; i++) expect((await asUser(alice.token)).statusCode).toBe(200);
    expect((await asUser(alice.token)).statusCode).toBe(429);
    // Same address, another user: untouched by Alice's flood.
    expect((await asUser(bob.token)).statusCode).toBe(200);
    // A token no session has counts as no session: the address's budget, then 429.
    const fromOffice = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/center',
        headers: { authorization: token },
        remoteAddress: '10.0.0.7',
      });
    for (let i = 0; i < 4; i++) expect((await fromOffice('x'.repeat(43))).statusCode).toBe(401);
    expect((await fromOffice('x'.repeat(43))).statusCode).toBe(429);
    // A signed-in user at that address still has their own budget.
    expect((await fromOffice(bob.token)).statusCode).toBe(200);
  });

  it('hides unexpected errors behind a 500 envelope without a stack', async () => {
    t = await startTestApp(await backend.open());
    t.app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const res = await t.app.inject({ method: 'GET', url: '/boom', headers: { lang: 'hk' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      type: 'error',
      message: '系統繁忙，請稍後再試',
      data: null,
    });
    expect(res.body).not.toMatch(/hunter2|at .*\.ts/);
  });

  it('refuses a body in a format the contract does not accept', async () => {
    t = await startTestApp(await backend.open());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms_mail',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, type: 'error', data: null });
  });

  it('reports health outside the envelope, with a database check', async () => {
    t = await startTestApp(await backend.open());
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/h5/');
  });
});

describe('HTTP body rules', () => {
  it('enforces required fields when the body is missing, and refuses JSON', async () => {
    const { openPglite } = await import('../helpers/backends.ts');
    const t = await startTestApp(await openPglite());
    try {
      const empty = await t.app.inject({ method: 'POST', url: '/api/set/lang' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ data: { lang: 'This field is required' } });
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/set/lang',
        payload: { lang: 'zh' },
      });
      expect(json.statusCode).toBe(415);
      const form = await t.post('/api/set/lang', { lang: 'zh' });
      expect(form.json()).toEqual({
        code: 1,
        type: 'ok',
        message: '语言已切换',
        data: { lang: 'zh' },
      });
    } finally {
      await t.close();
    }
  });
});
