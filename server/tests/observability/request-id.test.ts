// Request ids: every answer, errors and the site's included, carries `x-request-id`; a sane id a
// proxy or client sent is kept, anything else is replaced by a generated one.
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../helpers/backends.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers one on every answer, error envelopes included', async () => {
    t = await startTestApp(await openPglite());
    const answers = [
      await t.post('/api/area_code'), // 200
      await t.app.inject({ method: 'GET', url: '/api/user/center' }), // 401
      await t.post('/api/user/login', { type: 'email' }), // 400, validation
      await t.app.inject({ method: 'GET', url: '/api/no/such/path' }), // 404
      await t.app.inject({ method: 'GET', url: '/api/%zz' }), // 400, malformed URL
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"password": "half',
      }), // 415, a media type the operation does not take
      await t.app.inject({ method: 'DELETE', url: '/api/area_code' }), // 405
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/h5/missing.js' }), // the site's 404
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 400, 404, 400, 415, 405, 200, 404]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids) expect(String(id)).toMatch(GENERATED);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a sane incoming id and replaces any other', async () => {
    t = await startTestApp(await openPglite());
    const idOf = async (id: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/area_code',
          headers: { 'x-request-id': id },
        })
      ).headers['x-request-id'];
    expect(await idOf('edge-7f3a:9b2c/01')).toBe('edge-7f3a:9b2c/01');
    expect(await idOf('x'.repeat(128))).toBe('x'.repeat(128));
    expect(await idOf('x'.repeat(129))).toMatch(GENERATED); // too long
    expect(await idOf('two words')).toMatch(GENERATED); // a space
    expect(await idOf('id\u00e9')).toMatch(GENERATED); // not ASCII
    expect(await idOf('')).toMatch(GENERATED);
  });
});
